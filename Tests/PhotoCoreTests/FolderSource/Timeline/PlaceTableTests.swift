import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource

@Suite struct PlaceTableTests {
    @Test func aTableReadsItsLinesAndSkipsWhatIsNotOne() {
        let table = PlaceTable(text: "100\t-200\tAlpha\tXX\nnot a line\n\n-3350\t+1500\tBéta\tYY\n12\tx\tGamma\tZZ\n4000\t500\tDelta")
        #expect(table.place(latitude: 1.0, longitude: -2.0) == "Alpha")
        #expect(table.place(latitude: -33.5, longitude: 15.1) == "Béta")
        #expect(table.place(latitude: 40.1, longitude: 5.1) == "Delta")
        #expect(table.place(latitude: 0.12, longitude: 50) == "0.1° N 50.0° E")
        #expect(table.place(latitude: nil, longitude: 5) == nil)
    }

    /// Towns a degree of latitude away are never named, the nearest within reach is, and ties
    /// go to the town listed first (the larger).
    @Test func theNearestTownInReachNamesThePlace() {
        let table = PlaceTable(text: "1000\t1000\tNorth\tXX\n1030\t1000\tNear\tXX\n1030\t1000\tTwin\tXX\n1110\t1000\tFar\tXX\n")
        #expect(table.place(latitude: 10.3, longitude: 10.0) == "Near")
        #expect(table.place(latitude: 10.0, longitude: 10.01) == "North")
        #expect(table.place(latitude: 11.1, longitude: 10.0) == "Far")
        #expect(table.place(latitude: 10.7, longitude: 10.0) == "10.7° N 10.0° E")
    }

    @Test func theBuiltInTableNamesCities() {
        #expect(PlaceTable.shared.place(latitude: 35.1796, longitude: 129.0756) == "Busan")
        #expect(PlaceTable.shared.place(latitude: 37.5665, longitude: 126.9780) == "Seoul")
        #expect(PlaceTable.shared.place(latitude: 0.5, longitude: -30) == "0.5° N 30.0° W")
    }
}
