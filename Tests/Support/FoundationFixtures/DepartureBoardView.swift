// A view the app and the widget share, reading the board as an observed object.
import SwiftUI

struct DepartureBoardView: View {
    @ObservedObject var board: DepartureBoard

    var body: some View {
        VStack(alignment: .leading) {
            Text(board.headline)
            ForEach(board.departures, id: \.self) { departure in
                Text("\(departure.line) \(departure.destination)")
            }
        }
    }
}

/// The same board, owned by the view.
struct OwnedBoardView: View {
    @StateObject private var board = DepartureBoard()

    var body: some View {
        DepartureBoardView(board: board)
            .environmentObject(board)
    }
}

/// The headline, read from the environment.
struct BoardHeadline: View {
    @EnvironmentObject var board: DepartureBoard

    var body: some View {
        Text(board.headline)
    }
}
