/**
 * A position a,b holds a red and b blue tokens; Left removes one red token, Right one blue token. Each player has
 * exactly as many moves as tokens of their colour, so the value is the integer a - b.
 */
class RedBlueTokens {
    static int[][] left(int[] p) {
        return p[0] == 0 ? new int[0][] : new int[][] {{p[0] - 1, p[1]}};
    }

    static int[][] right(int[] p) {
        return p[1] == 0 ? new int[0][] : new int[][] {{p[0], p[1] - 1}};
    }
}
