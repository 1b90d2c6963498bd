import RIBs

protocol ProfileDependency: Dependency {
    var analytics: ShopAnalytics { get }
    var profileStore: ProfileStore { get }
}

final class ProfileComponent: Component<ProfileDependency> {
    var analytics: ShopAnalytics { dependency.analytics }
    var profileStore: ProfileStore { dependency.profileStore }
}

extension ProfileComponent: EditProfileDependency, SettingsDependency {}

// MARK: - Builder

protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ProfileRouting
}

final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {

    override init(dependency: ProfileDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: ProfileListener) -> ProfileRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController, profileStore: component.profileStore)
        interactor.listener = listener
        return ProfileRouter(interactor: interactor,
                             viewController: viewController,
                             editProfileBuilder: EditProfileBuilder(dependency: component),
                             settingsBuilder: SettingsBuilder(dependency: component))
    }
}
