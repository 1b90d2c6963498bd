import RIBs

protocol SettingsDependency: Dependency {
    var analytics: ShopAnalytics { get }
}

final class SettingsComponent: Component<SettingsDependency> {
    var analytics: ShopAnalytics { dependency.analytics }
}

extension SettingsComponent: OnboardingDependency {}

// MARK: - Builder

protocol SettingsBuildable: Buildable {
    func build(withListener listener: SettingsListener) -> SettingsRouting
}

final class SettingsBuilder: Builder<SettingsDependency>, SettingsBuildable {

    override init(dependency: SettingsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SettingsListener) -> SettingsRouting {
        let component = SettingsComponent(dependency: dependency)
        let viewController = SettingsViewController()
        let interactor = SettingsInteractor(presenter: viewController)
        interactor.listener = listener
        return SettingsRouter(interactor: interactor,
                              viewController: viewController,
                              onboardingBuilder: OnboardingBuilder(dependency: component))
    }
}
