package org.sprague.catalog.nim;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.Positions;
import org.sprague.catalog.classic.BashRules;
import org.sprague.catalog.classic.FootballGame;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.catalog.nim.MooreGame;
import org.sprague.catalog.nim.NimRules;
import org.sprague.game.NimKSum;

/**
 * Moves of Moore's Nim-k: take from one to k heaps at once, in {@link NimKSum}'s order (fewest heaps first); and
 * of POJ 2315's football game, the same compound of Bash heaps (kick 1 to {@code --m} balls, each 1 to
 * {@code --max} turns). The number of moves is counted before they are listed: the sum over j <= k of the j-th
 * elementary symmetric sum of the takes each heap allows.
 */
public final class MooreMoves implements PositionMoves {
    /** The moves of Moore's Nim-k ({@code --k}). */
    public static final MooreMoves MOORE = new MooreMoves(false);
    /** The moves of POJ 2315's football game ({@code --m}, {@code --max}). */
    public static final MooreMoves FOOTBALL = new MooreMoves(true);

    /** Whether this is the football game (options --m and --max) rather than Moore's Nim-k (--k). */
    private final boolean football;

    private MooreMoves(boolean football) {
        this.football = football;
    }

    @Override
    public List<Move> moves(GameOptions options, List<String> position) {
        int k = options.intValue(football ? FootballGame.M : MooreGame.K, 1, 1);
        int most = football ? options.intValue(FootballGame.MAX, 0, 1) : Integer.MAX_VALUE;
        List<Integer> heaps = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            BigInteger h = Positions.parseNonNegative(position.get(i), "heap " + (i + 1));
            // football heaps may be long: a kick moves a ball at most --max turns, so the count below decides
            BigInteger limit = BigInteger.valueOf(football ? 1_000_000_000 : MAX_MOVES);
            if (h.compareTo(limit) > 0) {
                throw new BadInputException("heap " + (i + 1) + " is " + h + ": moves are listed one by one, so"
                        + " heaps must be at most " + limit + " here");
            }
            heaps.add(h.intValue());
        }
        // e[j]: the number of ways to take from exactly j heaps, capped to stay finite
        double[] e = new double[k + 1];
        e[0] = 1;
        for (int h : heaps) {
            for (int j = k; j >= 1; j--) {
                e[j] += e[j - 1] * Math.min(h, most);
            }
        }
        double count = 0;
        for (int j = 1; j <= k; j++) {
            count += e[j];
        }
        if (count > MAX_MOVES) {
            throw new BadInputException("the position has about " + (long) count + " moves; at most " + MAX_MOVES
                    + " are listed one by one");
        }
        List<Move> out = new ArrayList<>();
        new NimKSum<>(football ? BashRules.heap(most) : NimRules.HEAP, k).forEachOption(heaps, next -> {
            List<String> changes = new ArrayList<>();
            List<String> to = new ArrayList<>();
            for (int i = 0; i < heaps.size(); i++) {
                if (!next.get(i).equals(heaps.get(i))) {
                    changes.add((football ? "ball " : "heap ") + (i + 1) + ": " + heaps.get(i) + " -> " + next.get(i));
                }
                to.add(Integer.toString(next.get(i)));
            }
            out.add(Move.of(String.join(", ", changes), to));
        });
        return out;
    }

    /** {@code heap I -> N, heap J -> M}: up to K heaps at once (football: {@code ball I -> N}, each by at most MAX). */
    @Override
    public Optional<String> typedSyntax(GameOptions options, List<String> position) {
        int k = k(options);
        String word = football ? "ball" : "heap";
        String each = football ? "each N below ball I by at most " + options.intValue(FootballGame.MAX, 0, 1)
                : "each N below heap I";
        return Optional.of(word + " I -> N" + (k > 1 ? ", " + word + " J -> M (up to " + k + " " + word
                + "s at once, " + each + ")" : " (" + each + ")"));
    }

    /**
     * The changes of one move, as the listing writes them ({@code heap 1: 5 -> 3, heap 2: 4 -> 0}) or shorter
     * ({@code heap 1 -> 3, heap 2 -> 0}, or the bare pairs {@code 1 3 2 0}), checked at any size.
     */
    @Override
    public Move typed(GameOptions options, List<String> position, String text) {
        List<BigInteger> heaps = heaps(position);
        String word = football ? "ball" : "heap";
        TreeMap<Integer, BigInteger> changes = new TreeMap<>();
        String t = text.strip().toLowerCase(Locale.ROOT).replace(word, " ");
        for (String change : t.split(",")) {
            String[] parts = change.replace("->", " -> ").strip().split("[:\\s]+");
            List<String> numbers = new ArrayList<>();
            for (String p : parts) {
                if (!p.equals("->")) {
                    numbers.add(p);
                }
            }
            boolean arrow = change.contains("->");
            if (!arrow && !t.contains(",") && numbers.size() % 2 == 0) {
                // bare pairs: I N J M ...
                for (int i = 0; i < numbers.size(); i += 2) {
                    change(changes, heaps, numbers.get(i), null, numbers.get(i + 1), text, options, position);
                }
                continue;
            }
            if (numbers.size() == 2) {
                change(changes, heaps, numbers.get(0), null, numbers.get(1), text, options, position);
            } else if (numbers.size() == 3 && arrow) {
                change(changes, heaps, numbers.get(0), numbers.get(1), numbers.get(2), text, options, position);
            } else {
                throw typing(options, position, text);
            }
        }
        int k = k(options);
        if (changes.isEmpty() || changes.size() > k) {
            throw new BadInputException("a move takes from 1 to " + k + " " + word + (k == 1 ? "" : "s")
                    + ", got " + changes.size());
        }
        int most = football ? options.intValue(FootballGame.MAX, 0, 1) : 0;
        for (var e : changes.entrySet()) {
            BigInteger from = heaps.get(e.getKey());
            BigInteger to = e.getValue();
            if (to.compareTo(from) >= 0) {
                throw new BadInputException(word + " " + (e.getKey() + 1) + " has " + from + ": a move leaves fewer,"
                        + " not " + to);
            }
            if (football && from.subtract(to).compareTo(BigInteger.valueOf(most)) > 0) {
                throw new BadInputException("ball " + (e.getKey() + 1) + ": a kick moves a ball at most " + most
                        + " steps, not " + from.subtract(to));
            }
        }
        return move(position, heaps, changes);
    }

    /** One token (one step) from the first non-empty heap. */
    @Override
    public Optional<Move> anyMove(GameOptions options, List<String> position) {
        List<BigInteger> heaps = heaps(position);
        for (int i = 0; i < heaps.size(); i++) {
            if (heaps.get(i).signum() > 0) {
                TreeMap<Integer, BigInteger> changes = new TreeMap<>();
                changes.put(i, heaps.get(i).subtract(BigInteger.ONE));
                return Optional.of(move(position, heaps, changes));
            }
        }
        return Optional.empty();
    }

    private int k(GameOptions options) {
        return options.intValue(football ? FootballGame.M : MooreGame.K, 1, 1);
    }

    private static List<BigInteger> heaps(List<String> position) {
        List<BigInteger> heaps = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            heaps.add(Positions.parseNonNegative(position.get(i), "heap " + (i + 1)));
        }
        return heaps;
    }

    private void change(TreeMap<Integer, BigInteger> changes, List<BigInteger> heaps, String index, String from,
            String to, String text, GameOptions options, List<String> position) {
        if (!index.matches("\\d{1,9}") || !to.matches("\\d+") || (from != null && !from.matches("\\d+"))) {
            throw typing(options, position, text);
        }
        String word = football ? "ball" : "heap";
        int i = Integer.parseInt(index) - 1;
        if (i < 0 || i >= heaps.size()) {
            throw new BadInputException("no " + word + " " + index + ": they are numbered from 1 to " + heaps.size());
        }
        if (from != null && !new BigInteger(from).equals(heaps.get(i))) {
            throw new BadInputException(word + " " + index + " has " + heaps.get(i) + ", not " + from);
        }
        if (changes.put(i, new BigInteger(to)) != null) {
            throw new BadInputException(word + " " + index + " is named twice in one move");
        }
    }

    private Move move(List<String> position, List<BigInteger> heaps, TreeMap<Integer, BigInteger> changes) {
        List<String> texts = new ArrayList<>();
        List<String> to = new ArrayList<>(position);
        for (var e : changes.entrySet()) {
            texts.add((football ? "ball " : "heap ") + (e.getKey() + 1) + ": " + heaps.get(e.getKey()) + " -> "
                    + e.getValue());
            to.set(e.getKey(), e.getValue().toString());
        }
        return Move.of(String.join(", ", texts), to);
    }

    private BadInputException typing(GameOptions options, List<String> position, String text) {
        return new BadInputException("'" + text.strip() + "' is not a move: type "
                + typedSyntax(options, position).orElseThrow());
    }
}
