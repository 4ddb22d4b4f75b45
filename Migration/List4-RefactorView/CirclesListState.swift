import CirclesDomain

/// Everything the list of all circles shows, as one immutable value.
///
/// `let` properties, one initialiser whose defaults are the list before its
/// first load, synthesised equality, and `with…` copies for reducers, as the
/// form's state has them. What the legacy view kept in its rows and flags is
/// here, so a recreated view draws the whole list from it.
public struct CirclesListState: Equatable, Sendable {
    /// The circles, in the order the store keeps them.
    public let circles: [CircleConfigModel]
    /// Whether a load is in flight (the spinner).
    public let isLoading: Bool
    /// Whether a load has ever succeeded, so that an empty list means there are no circles.
    public let hasLoaded: Bool
    /// Whether the last load failed.
    public let hasLoadFailed: Bool
    /// The circles whose deletion is in flight, in the order asked.
    public let deletingCircleIds: [String]

    /// A state; with no arguments, the list before anything is loaded.
    public init(
        circles: [CircleConfigModel] = [],
        isLoading: Bool = false,
        hasLoaded: Bool = false,
        hasLoadFailed: Bool = false,
        deletingCircleIds: [String] = []
    ) {
        self.circles = circles
        self.isLoading = isLoading
        self.hasLoaded = hasLoaded
        self.hasLoadFailed = hasLoadFailed
        self.deletingCircleIds = deletingCircleIds
    }

    /// A copy with these circles.
    public func withCircles(_ circles: [CircleConfigModel]) -> CirclesListState {
        CirclesListState(
            circles: circles, isLoading: isLoading, hasLoaded: hasLoaded, hasLoadFailed: hasLoadFailed,
            deletingCircleIds: deletingCircleIds)
    }

    /// A copy with the spinner of a load shown or hidden.
    public func withLoading(_ isLoading: Bool) -> CirclesListState {
        CirclesListState(
            circles: circles, isLoading: isLoading, hasLoaded: hasLoaded, hasLoadFailed: hasLoadFailed,
            deletingCircleIds: deletingCircleIds)
    }

    /// A copy that has, or has not, loaded once.
    public func withLoaded(_ hasLoaded: Bool) -> CirclesListState {
        CirclesListState(
            circles: circles, isLoading: isLoading, hasLoaded: hasLoaded, hasLoadFailed: hasLoadFailed,
            deletingCircleIds: deletingCircleIds)
    }

    /// A copy whose last load failed, or not.
    public func withLoadFailed(_ hasLoadFailed: Bool) -> CirclesListState {
        CirclesListState(
            circles: circles, isLoading: isLoading, hasLoaded: hasLoaded, hasLoadFailed: hasLoadFailed,
            deletingCircleIds: deletingCircleIds)
    }

    /// A copy with these deletions in flight.
    public func withDeletingCircleIds(_ deletingCircleIds: [String]) -> CirclesListState {
        CirclesListState(
            circles: circles, isLoading: isLoading, hasLoaded: hasLoaded, hasLoadFailed: hasLoadFailed,
            deletingCircleIds: deletingCircleIds)
    }

    /// The circle with `circleId`, if the list has it; ids compared as the store compares them.
    public func circle(withId circleId: String) -> CircleConfigModel? {
        circles.first { $0.hasId(circleId) }
    }

    /// Whether the deletion of the circle with `circleId` is in flight.
    public func isDeleting(_ circleId: String) -> Bool {
        deletingCircleIds.contains { $0.isSameCircleId(as: circleId) }
    }
}
