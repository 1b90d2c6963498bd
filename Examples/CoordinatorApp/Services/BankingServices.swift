import Combine
import Foundation

// MARK: - Models

struct BankAccount: Equatable {
    let id: String
    let nickname: String
    let currencyCode: String
    let balance: Decimal
}

struct PaymentCard: Equatable {
    let id: String
    let lastFourDigits: String
    var isFrozen: Bool
}

struct BankStatement: Equatable {
    let id: String
    let title: String
    let fileURL: URL
}

struct Beneficiary: Equatable {
    let id: String
    let name: String
    let iban: String
}

enum SupportTopic {
    case general
    case card(id: String)
}

// MARK: - Services

protocol AccountsStore: AnyObject {
    var accounts: AnyPublisher<[BankAccount], Never> { get }
}

protocol ExchangeRateProvider: AnyObject {
    func rate(from sourceCurrency: String, to targetCurrency: String) -> AnyPublisher<Decimal, Never>
}

protocol StatementsService: AnyObject {
    func statements(for account: BankAccount) -> AnyPublisher<[BankStatement], Error>
}

protocol CardsService: AnyObject {
    var cards: AnyPublisher<[PaymentCard], Never> { get }
    func setFrozen(_ isFrozen: Bool, cardID: String)
}

protocol BeneficiariesService: AnyObject {
    var beneficiaries: AnyPublisher<[Beneficiary], Never> { get }
}

protocol BankingSessionStore: AnyObject {
    var sessionExpired: AnyPublisher<Void, Never> { get }
    func signOut()
}

/// A live chat with an agent; `onSessionEnded` fires when the agent closes the conversation.
final class SupportChatSession {
    let topic: SupportTopic
    var onSessionEnded: (() -> Void)?

    init(topic: SupportTopic) {
        self.topic = topic
    }

    func end() {
        onSessionEnded?()
    }
}

/// Everything the coordinators need, built once at launch.
struct BankingServices {
    let accounts: AccountsStore
    let exchangeRates: ExchangeRateProvider
    let statements: StatementsService
    let cards: CardsService
    let beneficiaries: BeneficiariesService
    let session: BankingSessionStore
}
