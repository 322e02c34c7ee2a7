/**
 * CGSuite's sided value a{{|a}|} as a rule file: from position 0 Left moves to 1, from 1 Right moves back to 0,
 * and nothing else. Its value is 1 & 0 (CGSuite's SidedValueTestCase): with Right first Left wins (Right has no
 * move), with Left first play goes on for ever.
 */
class Swing {
    static int[][] left(int[] p) {
        return p[0] == 0 ? new int[][] {{1}} : new int[0][];
    }

    static int[][] right(int[] p) {
        return p[0] == 1 ? new int[][] {{0}} : new int[0][];
    }
}
