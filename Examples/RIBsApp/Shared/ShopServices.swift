import Foundation
import RxSwift

// MARK: - Models

struct ShopProduct: Equatable {
    let id: String
    let name: String
    let priceInCents: Int
}

struct ShopOrder: Equatable {
    let id: String
    let status: String
    let placedAt: Date
    let products: [ShopProduct]
}

struct ShopUserProfile: Equatable {
    var displayName: String
    var email: String
}

struct ShopPaymentMethod: Equatable {
    let id: String
    let brand: String
    let lastFourDigits: String
}

enum ShopAnalyticsEvent {
    case screenViewed(name: String)
    case checkoutAbandoned
    case onboardingCompleted
}

// MARK: - Services

protocol ShopAnalytics: AnyObject {
    func track(_ event: ShopAnalyticsEvent)
}

protocol ProductCatalog: AnyObject {
    func search(query: String) -> Single<[ShopProduct]>
}

protocol OrderHistoryService: AnyObject {
    var recentOrders: Observable<[ShopOrder]> { get }
    func order(withID id: String) -> Observable<ShopOrder>
}

protocol CartStore: AnyObject {
    var totalInCents: Observable<Int> { get }
    func select(paymentMethod: ShopPaymentMethod)
    func redeemGiftCard(code: String) -> Completable
    func placeOrder() -> Single<String>
}

protocol PaymentMethodStore: AnyObject {
    var paymentMethods: Observable<[ShopPaymentMethod]> { get }
}

protocol ProfileStore: AnyObject {
    var profile: Observable<ShopUserProfile> { get }
    func save(_ profile: ShopUserProfile) -> Completable
}
