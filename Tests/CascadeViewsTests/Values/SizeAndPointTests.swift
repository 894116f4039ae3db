import CascadeViews
import Testing

@Suite struct SizeAndPointTests {
  @Test func zeroIsZero() {
    #expect(Size.zero == Size(width: 0, height: 0))
    #expect(Point.zero == Point(x: 0, y: 0))
  }

  @Test func valuesAreKeptAsGiven() {
    let size = Size(width: -3, height: 2.5)
    #expect(size.width == -3)
    #expect(size.height == 2.5)
    let point = Point(x: -1, y: 4)
    #expect(point.x == -1)
    #expect(point.y == 4)
  }

  @Test func descriptionsLabelTheirValues() {
    #expect(Size(width: 64, height: 48).description == "(width: 64.0, height: 48.0)")
    #expect(Point(x: 3, y: 4).description == "(x: 3.0, y: 4.0)")
  }
}
