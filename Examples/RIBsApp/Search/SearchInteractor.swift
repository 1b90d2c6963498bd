import Foundation
import RIBs
import RxSwift

protocol SearchRouting: ViewableRouting {}

protocol SearchPresentable: Presentable {
    var listener: SearchPresentableListener? { get set }
    func show(rows: [String])
}

protocol SearchListener: AnyObject {
    func searchDidClose()
}

final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchInteractable, SearchPresentableListener {

    weak var router: SearchRouting? // OK(strong-back-reference): weak, as the RIBs template declares it
    weak var listener: SearchListener? // OK(strong-back-reference): weak, as the RIBs template declares it

    init(presenter: SearchPresentable, productCatalog: ProductCatalog) {
        self.productCatalog = productCatalog
        super.init(presenter: presenter)
        presenter.listener = self
    }

    override func didBecomeActive() {
        super.didBecomeActive()
        queries
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { [productCatalog] query in // OK(closure-capture-cycle): captures the catalog, not self
                productCatalog.search(query: query).asObservable().catchAndReturn([])
            }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] products in // OK(closure-capture-cycle): weak self
                self?.present(products)
            })
            .disposed(by: disposeBag)
    }

    // MARK: - SearchPresentableListener

    func didChangeQuery(_ query: String) {
        queries.onNext(query)
    }

    func didLeaveSearch() {
        listener?.searchDidClose()
    }

    // MARK: - Private

    private let productCatalog: ProductCatalog
    private let queries = PublishSubject<String>()
    private let disposeBag = DisposeBag()
    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    private func present(_ products: [ShopProduct]) {
        let rows = products.map { self.row(for: $0) } // OK(closure-capture-cycle): map is non-escaping; nothing stores the closure
        presenter.show(rows: rows)
    }

    private func row(for product: ShopProduct) -> String {
        let price = NSNumber(value: Double(product.priceInCents) / 100)
        return "\(product.name) · \(priceFormatter.string(from: price) ?? "")"
    }
}
