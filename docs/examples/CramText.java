import java.util.ArrayList;
import java.util.List;

/**
 * Cram on a board written as text: rows of '.' (empty) and '#' (filled) joined by '|', such as "..#|...". A move
 * places a domino on two adjacent empty squares, across or down; the last player to move wins. No domino joins two
 * 4-connected empty regions, so a board is the sum of its regions: parts gives each region of two squares or more
 * as a board of its own, cropped to the region (a lone square has no move and is left out).
 */
class CramText {
    static String[] moves(String p) {
        char[][] b = grid(p);
        List<String> out = new ArrayList<>();
        for (int r = 0; r < b.length; r++) {
            for (int c = 0; c < b[r].length; c++) {
                if (b[r][c] == '.' && c + 1 < b[r].length && b[r][c + 1] == '.') {
                    out.add(place(b, r, c, r, c + 1));
                }
                if (b[r][c] == '.' && r + 1 < b.length && b[r + 1][c] == '.') {
                    out.add(place(b, r, c, r + 1, c));
                }
            }
        }
        return out.toArray(new String[0]);
    }

    static String[] parts(String p) {
        char[][] b = grid(p);
        List<String> out = new ArrayList<>();
        for (int r = 0; r < b.length; r++) {
            for (int c = 0; c < b[r].length; c++) {
                if (b[r][c] == '.') {
                    List<int[]> region = new ArrayList<>();
                    fill(b, r, c, region);
                    if (region.size() > 1) {
                        out.add(cropped(region));
                    }
                }
            }
        }
        return out.toArray(new String[0]);
    }

    /** Marks the region of (r, c) with 'o' and collects its squares. */
    static void fill(char[][] b, int r, int c, List<int[]> region) {
        if (r < 0 || r >= b.length || c < 0 || c >= b[r].length || b[r][c] != '.') {
            return;
        }
        b[r][c] = 'o';
        region.add(new int[] {r, c});
        fill(b, r + 1, c, region);
        fill(b, r - 1, c, region);
        fill(b, r, c + 1, region);
        fill(b, r, c - 1, region);
    }

    /** The region alone on the board of its bounding box. */
    static String cropped(List<int[]> region) {
        int top = Integer.MAX_VALUE, left = Integer.MAX_VALUE, bottom = 0, right = 0;
        for (int[] s : region) {
            top = Math.min(top, s[0]);
            left = Math.min(left, s[1]);
            bottom = Math.max(bottom, s[0]);
            right = Math.max(right, s[1]);
        }
        char[][] box = new char[bottom - top + 1][right - left + 1];
        for (char[] row : box) {
            java.util.Arrays.fill(row, '#');
        }
        for (int[] s : region) {
            box[s[0] - top][s[1] - left] = '.';
        }
        return text(box);
    }

    static String place(char[][] b, int r1, int c1, int r2, int c2) {
        char[][] next = new char[b.length][];
        for (int r = 0; r < b.length; r++) {
            next[r] = b[r].clone();
        }
        next[r1][c1] = '#';
        next[r2][c2] = '#';
        return text(next);
    }

    static String text(char[][] b) {
        StringBuilder s = new StringBuilder();
        for (char[] row : b) {
            s.append(s.length() == 0 ? "" : "|").append(row);
        }
        return s.toString();
    }

    static char[][] grid(String p) {
        String[] rows = p.split("\\|", -1);
        char[][] b = new char[rows.length][];
        for (int r = 0; r < rows.length; r++) {
            if (!rows[r].matches("[.#]+") || rows[r].length() != rows[0].length()) {
                throw new IllegalArgumentException("a board is rows of '.' and '#' of one length, joined by '|'");
            }
            b[r] = rows[r].toCharArray();
        }
        return b;
    }
}
