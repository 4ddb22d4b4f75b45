extension CreateOrEditCircleRequestDomain {
    /// The form's content when it is prefilled from an existing circle.
    public init(prefilledFrom circle: CircleConfigModel) {
        self.init(circleName: circle.name, coverPhoto: circle.coverPhoto)
    }
}
