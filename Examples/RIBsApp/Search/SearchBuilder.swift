import RIBs

protocol SearchDependency: Dependency {
    var productCatalog: ProductCatalog { get }
}

final class SearchComponent: Component<SearchDependency> {
    fileprivate var productCatalog: ProductCatalog { dependency.productCatalog }
}

// MARK: - Builder

protocol SearchBuildable: Buildable {
    func build(withListener listener: SearchListener) -> SearchRouting
}

final class SearchBuilder: Builder<SearchDependency>, SearchBuildable {

    override init(dependency: SearchDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: SearchListener) -> SearchRouting {
        let component = SearchComponent(dependency: dependency)
        let viewController = SearchViewController()
        let interactor = SearchInteractor(presenter: viewController, productCatalog: component.productCatalog)
        interactor.listener = listener
        return SearchRouter(interactor: interactor, viewController: viewController)
    }
}
