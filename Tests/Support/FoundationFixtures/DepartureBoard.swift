// The app's departure board, shared with the widget target: an ObservableObject fed by Combine
// pipelines, as apps written before Swift concurrency keep their state.
import Combine
import Foundation

final class DepartureBoard: ObservableObject {
    static let stopChanged = Notification.Name("DepartureBoard.stopChanged")

    @Published var departures: [Departure] = []
    @Published private(set) var headline = "No departures"
    @Published private(set) var lastError: String?

    /// Stops the user picks; repeated picks are ignored.
    let selectedStop = CurrentValueSubject<String, Never>("Central")
    /// Departures pushed by the app's live updates.
    let liveUpdates = PassthroughSubject<Departure, Never>()

    private var cancellables = Set<AnyCancellable>()

    init(scheduler: DispatchQueue = .main) {
        $departures
            .map { departures -> String in
                guard let next = departures.min(by: { $0.minutes < $1.minutes }) else { return "No departures" }
                return "\(next.line) to \(next.destination) in \(next.minutes) min"
            }
            .receive(on: scheduler)
            .assign(to: &$headline)

        liveUpdates
            .filter { $0.minutes >= 0 }
            .sink { [weak self] departure in
                self?.departures.append(departure)
            }
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: Self.stopChanged)
            .compactMap { $0.object as? String }
            .sink { [weak self] stop in self?.selectedStop.send(stop) }
            .store(in: &cancellables)
    }

    /// The departures of the selected stop, fetched each time the stop changes.
    func departuresOfSelectedStop(session: URLSession = .shared) -> AnyPublisher<[Departure], Error> {
        selectedStop
            .removeDuplicates()
            .map { stop in
                session.dataTaskPublisher(for: TransitAPI.departuresURL(stop: stop))
                    .tryMap { output -> Data in
                        guard let http = output.response as? HTTPURLResponse, http.statusCode == 200 else {
                            throw TransitError.badStatus((output.response as? HTTPURLResponse)?.statusCode ?? 0)
                        }
                        return output.data
                    }
                    .decode(type: [Departure].self, decoder: JSONDecoder())
            }
            .switchToLatest()
            .eraseToAnyPublisher()
    }

    /// Loads the selected stop's departures into `departures`.
    func refresh(session: URLSession = .shared) {
        departuresOfSelectedStop(session: session)
            .first()
            .catch { [weak self] error -> Just<[Departure]> in
                self?.lastError = error.localizedDescription
                return Just([])
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] departures in self?.departures = departures }
            .store(in: &cancellables)
    }

    /// The minute ticks that move the waits on.
    static func minuteTicks(every interval: TimeInterval = 60, on runLoop: RunLoop = .main) -> AnyPublisher<Date, Never> {
        Timer.publish(every: interval, on: runLoop, in: .common)
            .autoconnect()
            .eraseToAnyPublisher()
    }
}
