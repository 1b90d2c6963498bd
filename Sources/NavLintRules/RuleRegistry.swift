/// Every rule navlint has, in identifier order.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        AttachWithoutDetachRule.self,
        ChildNeverReleasedRule.self,
        ClosureCaptureCycleRule.self,
        InteractivePopDisabledRule.self,
        LifecycleDetachRule.self,
        NavigationDelegateOverwriteRule.self,
        NavigationDelegateUnretainedRule.self,
        PresentWithoutDismissFlushRule.self,
        PushWithoutFlushRule.self,
        StrongBackReferenceRule.self,
        SystemRetainedClosureRule.self,
    ].sorted { $0.description.identifier < $1.description.identifier }

    /// The rule with `identifier`, if any.
    public static func rule(_ identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
