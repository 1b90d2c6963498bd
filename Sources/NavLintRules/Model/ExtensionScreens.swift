import NavLintIndex

/// App extensions' principal view controllers: the screen the system itself shows as the whole
/// interface of an extension (an AutoFill credential provider, a keyboard, an iMessage app, a
/// share sheet's compose screen). No navigation controller of the project holds it and no pop
/// removes it: when it leaves its parent or disappears, the extension's session is over, so
/// tearing the session down there stands in for no pop.
enum ExtensionScreens {
    /// The system base classes of extension principal view controllers.
    static let principalBases: Set<String> = [
        "ASCredentialProviderViewController", "ASAccountAuthenticationModificationViewController",
        "SLComposeServiceViewController", "UIInputViewController", "MSMessagesAppViewController",
        "UIDocumentPickerExtensionViewController", "FPUIActionExtensionViewController",
    ]

    /// Whether class `type` is (a subclass of) an extension's principal view controller.
    static func isPrincipalScreen(_ type: String, in index: ProjectIndex) -> Bool {
        index.ancestors(of: type).contains(where: principalBases.contains)
    }
}
