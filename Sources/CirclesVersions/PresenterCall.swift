import CirclesDomain

/// One call a view made on its presenter, with its arguments: what interaction tests record.
///
/// The talk's "interaction testing" checks which UI event calls which
/// presenter method with which parameters. The calls of every version are
/// recorded in this one shape (see ``FormProbe``), so one test can compare them all.
package struct PresenterCall: Equatable, Sendable, CustomStringConvertible {
    /// An argument's value: the few kinds presenters of this screen take.
    package enum Value: Equatable, Sendable, CustomStringConvertible {
        /// A text, such as a name or an identifier.
        case text(String)
        /// An optional text that is absent.
        case none
        /// The form's content, as the legacy presenter takes it.
        case request(CreateOrEditCircleRequestDomain)

        /// The value as Swift source would spell it.
        package var description: String {
            switch self {
            case .text(let text): "\"\(text)\""
            case .none: "nil"
            case .request(let request):
                "{circleName: \"\(request.circleName)\", coverPhoto: "
                    + (request.coverPhoto.map { "\"\($0)\"" } ?? "nil") + "}"
            }
        }
    }

    /// One argument, labelled with the parameter's name.
    package struct Argument: Equatable, Sendable {
        /// The parameter's name, such as `createCircleRequestDomain`.
        package let label: String
        /// What was passed.
        package let value: Value

        /// `value`, passed for the parameter `label`.
        package init(_ label: String, _ value: Value) {
            self.label = label
            self.value = value
        }
    }

    /// The method's base name, such as `onFormSubmitted`.
    package let method: String
    /// The arguments, in order.
    package let arguments: [Argument]

    /// A call of `method` with `arguments`.
    package init(_ method: String, _ arguments: Argument...) {
        self.method = method
        self.arguments = arguments
    }

    /// `method(label: value, …)`, as a log line shows it.
    package var description: String {
        "\(method)(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
    }
}

extension PresenterCall.Value {
    /// `.text` for a present text, `.none` for an absent one.
    package static func optional(_ text: String?) -> Self {
        text.map(Self.text) ?? .none
    }
}
