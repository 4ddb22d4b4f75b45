/// What a main-actor listener received, in order.
///
/// A class so that a listener closure can append to it and the test can read
/// it afterwards; also the "view" whose release the subscription tests watch.
@MainActor
final class MainActorLog<Value> {
    private(set) var values: [Value] = []

    func append(_ value: Value) {
        values.append(value)
    }
}
