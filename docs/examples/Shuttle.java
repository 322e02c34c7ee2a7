/**
 * A position t,n is a token on square t of squares 0..n. Left moves it one square right, and from square n back
 * to square 0; Right moves it one square left, and cannot move it from square 0. Play can return to a position:
 * a loopy partizan game, in which Right loses when he must move from square 0 and otherwise play can go on for ever.
 */
class Shuttle {
    static int[][] left(int[] p) {
        return new int[][] {{p[0] < p[1] ? p[0] + 1 : 0, p[1]}};
    }

    static int[][] right(int[] p) {
        return p[0] == 0 ? new int[0][] : new int[][] {{p[0] - 1, p[1]}};
    }
}
