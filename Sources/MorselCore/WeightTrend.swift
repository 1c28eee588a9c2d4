import Foundation

/// The Hacker's Diet trend: an exponentially smoothed moving average of the weighings, each
/// moving the trend a tenth of the way to it, so a day's water and salt barely stir it while
/// a real change shows within a couple of weeks. Days without a weighing leave it where it is.
public enum WeightTrend {
    public static let smoothing = 0.1

    /// Each entry, by date, with the trend after it; the first weighing starts the trend.
    public static func trend(_ entries: [WeightEntry]) -> [(entry: WeightEntry, trend: Double)] {
        var trend: Double?
        return entries.sorted { $0.date < $1.date }.map { entry in
            let next = trend.map { $0 + smoothing * (entry.kilograms - $0) } ?? entry.kilograms
            trend = next
            return (entry, next)
        }
    }

    /// How fast the trend moves, in kilograms a week, over `entries`' last `days` days; nil
    /// with fewer than two weighings there.
    public static func weeklyChange(_ entries: [(entry: WeightEntry, trend: Double)], days: Int = 28) -> Double? {
        guard let last = entries.last else { return nil }
        let start = last.entry.date.adding(days: -days)
        guard let first = entries.first(where: { $0.entry.date >= start }), first.entry.date < last.entry.date else {
            return nil
        }
        return (last.trend - first.trend) / Double(first.entry.date.days(to: last.entry.date)) * 7
    }
}
