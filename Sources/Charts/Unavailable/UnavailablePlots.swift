// Charts of later releases, declared unavailable with the reason.

@available(*, unavailable, message: "the vectorized plots of iOS 18 (BarPlot, LinePlot, …) are not provided: use ForEach with BarMark")
public struct BarPlot { public init() {} }

@available(*, unavailable, message: "iOS 26's 3D charts are not provided: draw the data as a 2D Chart")
public struct Chart3D { public init() {} }
