import Foundation

#if !canImport(ObjectiveC)
    /// A stand-in for Foundation's `NSUserActivity`, which Foundation on Linux does not have; on
    /// Apple platforms the real one is used.
    ///
    /// A scene's delegate returns one from `stateRestorationActivity(for:)`
    /// with whatever the app chooses to keep in ``userInfo``: the system
    /// archives it, and only property-list values (strings, numbers, data,
    /// dates, and arrays and dictionaries of them) come back.
    open class NSUserActivity: NSObject {
        /// What kind of activity this is, as the app names it (a reverse-DNS string).
        public let activityType: String
        /// A title for the user.
        public var title: String?
        /// What the app keeps in the activity.
        public var userInfo: [AnyHashable: Any]?
        /// Which scene should take the activity, when several could.
        public var targetContentIdentifier: String?

        /// An activity of the kind `activityType`, with nothing kept in it yet.
        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }

        /// Adds the entries of `otherDictionary` to ``userInfo``, replacing those with the same keys.
        public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
            userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
        }
    }
#endif
