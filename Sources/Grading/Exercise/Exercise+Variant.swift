extension Exercise {
    /// The inputs `student` works on: the same on every machine and every run.
    /// - Parameter student: the student's id; it is normalised (`StudentKey`) first, so
    ///   `Kim`, `kim ` and an NFD spelling get one variant.
    /// - Returns: the fixed inputs, or inputs drawn by `Inputs/draw(balancedDistance:_:)`
    ///   (the generators the site's practice problems use too) from `StableRandom` seeded
    ///   by HMAC-SHA256 of the course ``secret`` (or, without one, the public FNV-1a seed used
    ///   by demonstrations only).
    public func variant(for student: String) -> Variant {
        let key = StudentKey.normalized(student)
        var random =
            secret.map { StableRandom(seed: $0.seed(exercise: id, student: key)) }
            ?? StableRandom(exercise: id, student: key)
        return inputs.draw(balancedDistance: isGenerated ? balancedDistance : nil, &random)
    }
}
