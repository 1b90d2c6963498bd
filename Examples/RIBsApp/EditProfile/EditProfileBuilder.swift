import RIBs

protocol EditProfileDependency: Dependency {
    var profileStore: ProfileStore { get }
}

final class EditProfileComponent: Component<EditProfileDependency> {
    fileprivate var profileStore: ProfileStore { dependency.profileStore }
}

// MARK: - Builder

protocol EditProfileBuildable: Buildable {
    func build(withListener listener: EditProfileListener) -> EditProfileRouting
}

final class EditProfileBuilder: Builder<EditProfileDependency>, EditProfileBuildable {

    override init(dependency: EditProfileDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: EditProfileListener) -> EditProfileRouting {
        let component = EditProfileComponent(dependency: dependency)
        let viewController = EditProfileViewController()
        let interactor = EditProfileInteractor(presenter: viewController, profileStore: component.profileStore)
        interactor.listener = listener
        return EditProfileRouter(interactor: interactor, viewController: viewController)
    }
}
