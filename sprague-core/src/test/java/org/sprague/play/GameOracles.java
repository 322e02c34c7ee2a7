package org.sprague.play;

import static org.sprague.play.BruteForce.other;
import static org.sprague.play.BruteForce.with;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.sprague.play.BruteForce.Text;

/** Each game's rules as the tests state them, as brute-force oracles over play's position text. */
final class GameOracles {
    private GameOracles() {
    }

    /** LeetCode 2038: each player's removals are independent, so the mover wins with more removals left. */
    static long colors(List<String> position) {
        Text t = Text.of(position);
        String s = t.rest().get(0);
        long a = 0;
        long b = 0;
        for (int i = 1; i + 1 < s.length(); i++) {
            if (s.charAt(i - 1) == s.charAt(i) && s.charAt(i) == s.charAt(i + 1)) {
                a += s.charAt(i) == 'A' ? 1 : 0;
                b += s.charAt(i) == 'B' ? 1 : 0;
            }
        }
        boolean alice = t.get("--turn", "alice").equals("alice");
        return (alice ? a > b : b > a) ? 1 : -1;
    }

    /** LeetCode 810's theorem: the mover wins when the XOR is 0 or the count is even. */
    static long xorBlackboard(List<String> position) {
        BigInteger x = BigInteger.ZERO;
        for (String s : position) {
            x = x.xor(new BigInteger(s));
        }
        return x.signum() == 0 || position.size() % 2 == 0 ? 1 : -1;
    }

    static Function<List<String>, Long> sumGame() {
        return BruteForce.winLoss(p -> {
            Text t = Text.of(p);
            String s = t.rest().get(0);
            List<List<String>> out = new ArrayList<>();
            int i = s.indexOf('?');
            for (int j = 0; j < s.length(); j++) {
                for (char d = '0'; s.charAt(j) == '?' && d <= '9'; d++) {
                    out.add(with(Map.of("--turn", other(t.get("--turn", "alice"))),
                            List.of(s.substring(0, j) + d + s.substring(j + 1))));
                }
            }
            return i < 0 ? List.of() : out;
        }, p -> {
            Text t = Text.of(p);
            String s = t.rest().get(0);
            int d = 0;
            for (int j = 0; j < s.length(); j++) {
                d += (j < s.length() / 2 ? 1 : -1) * (s.charAt(j) - '0');
            }
            boolean bob = t.get("--turn", "alice").equals("bob");
            return (d == 0) == bob ? 1L : -1L;
        });
    }

    static Function<List<String>, Long> stoneGame9() {
        return BruteForce.winLoss(p -> {
            Text t = Text.of(p);
            List<List<String>> out = new ArrayList<>();
            if (t.lead().containsKey("--winner")) {
                return out;
            }
            int removed = Integer.parseInt(t.get("--removed", "0"));
            String next = other(t.get("--turn", "alice"));
            for (int i = 0; i < t.rest().size(); i++) {
                List<String> rest = new ArrayList<>(t.rest());
                int v = Integer.parseInt(rest.remove(i));
                Map<String, String> lead = new LinkedHashMap<>();
                lead.put("--turn", next);
                if ((removed + v) % 3 == 0) {
                    lead.put("--winner", next);
                } else if (rest.isEmpty()) {
                    lead.put("--winner", "bob");
                } else {
                    lead.put("--removed", Integer.toString((removed + v) % 3));
                }
                out.add(with(lead, rest));
            }
            return out;
        }, p -> Text.of(p).get("--winner", "?").equals(Text.of(p).get("--turn", "alice")) ? 1L : -1L);
    }

    static Function<List<String>, Long> stoneGame8() {
        return BruteForce.negamax(p -> {
            Map<List<String>, Long> out = new LinkedHashMap<>();
            long sum = Long.parseLong(p.get(0));
            for (int x = 2; x <= p.size(); x++) {
                sum += Long.parseLong(p.get(x - 1));
                List<String> next = new ArrayList<>(List.of(Long.toString(sum)));
                next.addAll(p.subList(x, p.size()));
                out.put(next, sum);
            }
            return out;
        });
    }

    static Function<List<String>, Long> stoneGame2() {
        return BruteForce.negamax(p -> {
            Text t = Text.of(p);
            int m = Integer.parseInt(t.get("--m", "1"));
            Map<List<String>, Long> out = new LinkedHashMap<>();
            long sum = 0;
            for (int x = 1; x <= 2 * m && x <= t.rest().size(); x++) {
                sum += Long.parseLong(t.rest().get(x - 1));
                out.put(with(Map.of("--m", Integer.toString(Math.max(m, x))), t.rest().subList(x, t.rest().size())),
                        sum);
            }
            return out;
        });
    }

    static Function<List<String>, Long> stoneGame6() {
        return BruteForce.negamax(p -> {
            Text t = Text.of(p);
            boolean alice = t.get("--turn", "alice").equals("alice");
            Map<List<String>, Long> out = new LinkedHashMap<>();
            for (int i = 0; i < t.rest().size(); i++) {
                List<String> rest = new ArrayList<>(t.rest());
                String[] ab = rest.remove(i).split(":");
                out.put(with(Map.of("--turn", alice ? "bob" : "alice"), rest), Long.parseLong(ab[alice ? 0 : 1]));
            }
            return out;
        });
    }

    /** LeetCode 1563: what Alice still scores; at Bob's turn (his throw is forced) minus that, as negamax has it. */
    static long stoneGame5(List<String> position) {
        Text t = Text.of(position);
        long alice = best(t.rest().stream().mapToLong(Long::parseLong).toArray(), new java.util.HashMap<>());
        return t.get("--turn", "alice").equals("alice") ? alice : -alice;
    }

    private static long best(long[] row, Map<String, Long> memo) {
        String key = java.util.Arrays.toString(row);
        Long known = memo.get(key);
        if (known != null) {
            return known;
        }
        long total = java.util.Arrays.stream(row).sum();
        long v = 0;
        long left = 0;
        for (int i = 1; i < row.length; i++) {
            left += row[i - 1];
            long right = total - left;
            if (left <= right) {
                v = Math.max(v, left + best(java.util.Arrays.copyOfRange(row, 0, i), memo));
            }
            if (right <= left) {
                v = Math.max(v, right + best(java.util.Arrays.copyOfRange(row, i, row.length), memo));
            }
        }
        memo.put(key, v);
        return v;
    }

    /** Domineering: Left places vertical dominoes, Right horizontal ones; who cannot move loses. */
    static Function<List<String>, Long> domineering() {
        return BruteForce.winLoss(p -> {
            Text t = Text.of(p);
            boolean left = t.get("--first", "left").equals("left");
            List<List<String>> out = new ArrayList<>();
            for (List<String> next : org.sprague.partizan.GameOracles.domineering(t.rest(), left)) {
                out.add(with(Map.of("--first", left ? "right" : "left"), next));
            }
            return out;
        }, p -> -1L);
    }

    /** Toads and Frogs: a toad (Left) moves right onto an empty square or jumps a frog onto one; frogs mirror. */
    static Function<List<String>, Long> toadsAndFrogs() {
        return BruteForce.winLoss(p -> {
            Text t = Text.of(p);
            boolean left = t.get("--first", "left").equals("left");
            String s = t.rest().get(0);
            char own = left ? 'T' : 'F';
            char them = left ? 'F' : 'T';
            int dir = left ? 1 : -1;
            List<List<String>> out = new ArrayList<>();
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) != own) {
                    continue;
                }
                int to = -1;
                if (inside(s, i + dir) && s.charAt(i + dir) == '.') {
                    to = i + dir;
                } else if (inside(s, i + 2 * dir) && s.charAt(i + dir) == them && s.charAt(i + 2 * dir) == '.') {
                    to = i + 2 * dir;
                }
                if (to >= 0) {
                    char[] a = s.toCharArray();
                    a[i] = '.';
                    a[to] = own;
                    out.add(with(Map.of("--first", left ? "right" : "left"), List.of(new String(a))));
                }
            }
            return out;
        }, p -> -1L);
    }

    private static boolean inside(String s, int i) {
        return i >= 0 && i < s.length();
    }
}
