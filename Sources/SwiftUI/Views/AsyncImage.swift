import Foundation
import WidgetryCoreGraphics
import WidgetryUIKit

/// An image loaded from a URL. In a widget it never loads, as on iOS: WidgetKit draws a widget's
/// view once, synchronously, and does not wait for the download, so the view stays in its first
/// phase — the default grey placeholder filling the space offered, the `placeholder` view, or
/// what `content` draws for `.empty`. A widget loads its images in its timeline provider and
/// draws them with `Image(uiImage:)`.
public nonisolated struct AsyncImage<Content: View>: View {
    /// The URL the image would load from.
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    /// What to draw in a phase; nil for `init(url:scale:)`, whose placeholder is the default.
    let content: ((AsyncImagePhase) -> Content)?

    init(url: URL?, scale: CGFloat, transaction: Transaction, phaseContent: ((AsyncImagePhase) -> Content)?) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = phaseContent
    }

    @ViewBuilder public var body: some View {
        if let content {
            content(.empty)
        } else {
            AsyncImageDefaultPlaceholder()
        }
    }
}

extension AsyncImage {
    /// Loads and displays the image at `url`, with the default placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale, transaction: Transaction(), phaseContent: nil)
    }

    /// Loads the image at `url` and draws it through `content`, with `placeholder` until it loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(
            url: url, scale: scale, transaction: Transaction(),
            phaseContent: { phase -> _ConditionalContent<I, P> in
                if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
                return ViewBuilder.buildEither(second: placeholder())
            })
    }

    /// Loads the image at `url` and draws what `content` returns for each phase of the load.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.init(url: url, scale: scale, transaction: transaction, phaseContent: content)
    }
}

/// The phase of an `AsyncImage`'s load.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded: the phase a widget's `AsyncImage` stays in.
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// `AsyncImage`'s standard placeholder: a grey area filling the space offered.
struct AsyncImageDefaultPlaceholder: View {
    var body: some View {
        Color(uiColor: .secondarySystemFill)
    }
}
