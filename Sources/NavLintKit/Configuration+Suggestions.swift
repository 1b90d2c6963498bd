/// "Did you mean" hints for misspelt rule ids, in the configuration and in suppression comments.
extension Configuration {
    /// ` did you mean 'id'?` with the known rule id closest to `text`, or nothing when none is
    /// close enough to be a likely misspelling.
    static func didYouMean(_ text: String) -> String {
        closest(to: text, among: knownRuleIDs).map { " did you mean '\($0)'?" } ?? ""
    }

    /// The candidate with the smallest edit distance to `text`, if that distance is at most a
    /// quarter of the candidate's length (at least 2): a typo or a dropped letter, not another
    /// word. Ties go to the first candidate.
    static func closest(to text: String, among candidates: [String]) -> String? {
        let typed = Array(text.utf8)
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates {
            let known = Array(candidate.utf8)
            let limit = max(2, known.count / 4)
            // Lengths that differ by more than the limit cannot be within it; this also keeps a
            // huge word in a comment from costing anything.
            guard abs(known.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, known)
            if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two byte strings: insertions, deletions and substitutions.
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (row, left) in lhs.enumerated() {
            current[0] = row + 1
            for (column, right) in rhs.enumerated() {
                let substitution = previous[column] + (left == right ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
