package org.sprague.partizan.ruleset;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.PartizanRules;

/**
 * The canonical value of any {@link PartizanRuleset}'s positions, by the definition of a game's value: a position
 * is {@code {values of Left's options | values of Right's options}} brought to canonical form by
 * {@link CanonicalGames#game} (dominated options deleted, reversible ones bypassed: Siegel, <i>Combinatorial Game
 * Theory</i>, 2013, II.2), and a position that splits into parts is the sum of their values (Conway, <i>On Numbers
 * and Games</i>, ch. 7: the value of a disjunctive sum is the sum of the values).
 *
 * <p>A part whose value the game's own theory gives ({@link PartizanRuleset#knownValue}) takes it from there, asked
 * before anything else (such values are held only where an option being valued needs them); any other part is valued
 * once, from its options, under its {@link PartizanRuleset#signedRepresentative} (the representative's value,
 * negated where the symmetry negates it). The parts are explored depth first
 * with an explicit stack, so a game of long play does not overflow the thread's stack. A part met again on its own
 * line of play is a cycle, which a short game may not have: bad input naming the positions. The values stop with
 * {@link ValuesOutOfReach} past {@link #maxPositions} parts or {@link #limitGames} canonical games, and the memory
 * of the parts held is charged to the space's account ({@link CanonicalGames#charge}); the space's deadline is
 * checked as they are made. A move that names its part ({@link PartizanMove#inPart}) is valued from that part alone
 * ({@link #valueAfter}).
 *
 * <p>Not thread-safe: one instance serves one thread, as its space does.
 *
 * @param <P> the position type
 */
public final class MemoisedCanonicalValues<P> implements PartizanRules<P> {
    /** Parts held by default. */
    public static final long DEFAULT_MAX_POSITIONS = 5_000_000L;
    /** What one held part costs besides the position object itself: the map's entry, the boxed value, a share of the table. */
    static final long BYTES_PER_PART = 96;
    /** How many cycle positions a message names. */
    private static final int CYCLE_SHOWN = 6;

    private final PartizanRuleset<P> ruleset;
    private final CanonicalGames games;
    private long maxPositions;
    private int maxGames = Integer.MAX_VALUE;
    private final PartValues<P> values;
    /** Parts on the stack: met again before they are valued, they close a cycle. */
    private final Map<P, Frame<P>> open;
    /** The position whose moves {@link #valueAfter} values, its parts' values and their sum. */
    private P splitPosition;
    private int[] splitValues;
    private int splitTotal;

    /**
     * Values of {@code ruleset} in {@code games}, holding at most {@link #DEFAULT_MAX_POSITIONS} parts.
     *
     * @param ruleset the game
     * @param games the space of values (its limits hold the engine to a run's memory and deadline)
     */
    public MemoisedCanonicalValues(PartizanRuleset<P> ruleset, CanonicalGames games) {
        this(ruleset, games, DEFAULT_MAX_POSITIONS);
    }

    /**
     * Values of {@code ruleset} in {@code games}, holding at most {@code maxPositions} parts.
     *
     * @param ruleset the game
     * @param games the space of values
     * @param maxPositions the most parts valued before {@link ValuesOutOfReach}
     */
    public MemoisedCanonicalValues(PartizanRuleset<P> ruleset, CanonicalGames games, long maxPositions) {
        this(ruleset, games, maxPositions, new PartValues<>(), new HashMap<>());
    }

    private MemoisedCanonicalValues(PartizanRuleset<P> ruleset, CanonicalGames games, long maxPositions,
            PartValues<P> values, Map<P, Frame<P>> open) {
        this.ruleset = ruleset;
        this.games = games;
        this.maxPositions = maxPositions;
        this.values = values;
        this.open = open;
    }

    /**
     * Stops the values with {@link ValuesOutOfReach} once the space holds more than {@code most} canonical games.
     *
     * @param most the most games
     * @return this engine
     */
    public MemoisedCanonicalValues<P> limitGames(int most) {
        this.maxGames = most;
        return this;
    }

    /**
     * Stops the values with {@link ValuesOutOfReach} once they hold {@code most} parts; a search that goes on where
     * the values stopped lifts this and {@link #limitGames} (the run's memory and time still hold it).
     *
     * @param most the most parts
     * @return this engine
     */
    public MemoisedCanonicalValues<P> limitPositions(long most) {
        this.maxPositions = most;
        return this;
    }

    /**
     * The same values without either limit, for a search that values small parts where the values of the whole
     * stopped: the parts valued are shared both ways, and this engine keeps its own limits (a caller that values
     * other positions with it after the search still stops where it asked to). The run's memory and deadline,
     * charged through the space, hold both.
     *
     * @return an engine sharing this one's values, without limits
     */
    public MemoisedCanonicalValues<P> unlimited() {
        return new MemoisedCanonicalValues<>(ruleset, games, Long.MAX_VALUE, values, open);
    }

    /**
     * The game these values are of.
     *
     * @return the ruleset
     */
    public PartizanRuleset<P> ruleset() {
        return ruleset;
    }

    /**
     * How many parts have been valued.
     *
     * @return the count
     */
    public int size() {
        return values.size();
    }

    @Override
    public CanonicalGames games() {
        return games;
    }

    @Override
    public List<PartizanMove<P>> moves(P position, boolean left) {
        return ruleset.moves(position, left);
    }

    @Override
    public List<String> format(P position) {
        return ruleset.format(position);
    }

    /**
     * The canonical value of {@code position}: the sum of its parts' values.
     *
     * @throws ValuesOutOfReach past the engine's limits
     * @throws BadInputException when play returns to a position
     * @throws org.sprague.ResourceLimitException at the space's memory or time limit
     */
    @Override
    public int value(P position) {
        return games.sum(partValues(position));
    }

    private int[] partValues(P position) {
        List<P> parts = ruleset.parts(position);
        int[] v = new int[parts.size()];
        for (int i = 0; i < v.length; i++) {
            // what the theory knows is asked first, before the representative and the table: it costs less
            int known = ruleset.knownValue(parts.get(i), games);
            if (known != PartizanRuleset.NOT_KNOWN) {
                v[i] = known;
            } else {
                PartizanRuleset.Signed<P> rep = ruleset.signedRepresentative(parts.get(i));
                int value = partValue(rep.representative());
                v[i] = rep.negated() ? games.negate(value) : value;
            }
        }
        return v;
    }

    /**
     * The value after {@code move}: for a move that names its part, the position's value less that part's plus the
     * value of what the part becomes, so that a sum of many parts is not made again for each of its moves (the
     * position's parts are valued once for all its moves); otherwise the value of the position reached.
     */
    @Override
    public int valueAfter(P position, PartizanMove<P> move) {
        if (move.part() < 0) {
            return value(move.to());
        }
        if (splitPosition != position) {
            splitValues = partValues(position);
            splitTotal = games.sum(splitValues);
            splitPosition = position;
        }
        if (move.part() >= splitValues.length) {
            throw new IllegalArgumentException("move '" + move.text() + "' names part " + move.part() + " of "
                    + splitValues.length);
        }
        return games.sum(games.difference(splitTotal, splitValues[move.part()]), value(move.partAfter().get()));
    }

    /**
     * The value of one part, already its class's representative, or null when not yet known.
     *
     * @param part a representative part
     * @return its value's id, or null
     */
    Integer known(P part) {
        int v = values.get(part);
        return v == PartValues.MISSING ? null : v;
    }

    /**
     * An option: the representatives of the parts of the position it reaches, and which of those parts' values are
     * their representatives' negatives (null when none is).
     */
    private record Option<P>(List<P> parts, boolean[] negated) {
    }

    /** A part being valued: the parts of its options, and the next of them to look at. */
    private static final class Frame<P> {
        final P part;
        final List<Option<P>> left;
        final List<Option<P>> right;
        /** Left's options' parts, then Right's, in order. */
        final List<P> needed;
        /** The values of {@code needed} found so far, read once from the table. */
        final int[] found;
        /** How many of {@code needed} are Left's options' parts. */
        final int leftParts;
        int next;

        Frame(P part, List<Option<P>> left, List<Option<P>> right) {
            this.part = part;
            this.left = left;
            this.right = right;
            int count = 0;
            for (Option<P> o : left) {
                count += o.parts().size();
            }
            leftParts = count;
            for (Option<P> o : right) {
                count += o.parts().size();
            }
            needed = new ArrayList<>(count);
            for (Option<P> o : left) {
                o.parts().forEach(needed::add);
            }
            for (Option<P> o : right) {
                o.parts().forEach(needed::add);
            }
            found = new int[count];
        }
    }

    private Frame<P> open(P part) {
        Frame<P> frame = new Frame<>(part, optionParts(part, true), optionParts(part, false));
        open.put(part, frame);
        return frame;
    }

    private List<Option<P>> optionParts(P part, boolean left) {
        List<PartizanMove<P>> moves = ruleset.distinctMoves(part, left);
        List<Option<P>> out = new ArrayList<>(moves.size());
        for (PartizanMove<P> m : moves) {
            List<P> parts = ruleset.parts(m.to());
            List<P> reps = new ArrayList<>(parts.size());
            boolean[] negated = null;
            for (int i = 0; i < parts.size(); i++) {
                PartizanRuleset.Signed<P> rep = ruleset.signedRepresentative(parts.get(i));
                reps.add(rep.representative());
                if (rep.negated()) {
                    negated = negated == null ? new boolean[parts.size()] : negated;
                    negated[i] = true;
                }
            }
            out.add(new Option<>(reps, negated));
        }
        return out;
    }

    private int partValue(P root) {
        int done = values.get(root);
        if (done != PartValues.MISSING) {
            return done;
        }
        Deque<Frame<P>> stack = new ArrayDeque<>();
        try {
            stack.push(open(root));
            return valueOnStack(stack, root);
        } finally {
            // stopped by a limit or a cycle, the parts still open must not look like a cycle to the next call
            open.clear();
        }
    }

    private int valueOnStack(Deque<Frame<P>> stack, P root) {
        while (!stack.isEmpty()) {
            Frame<P> f = stack.peek();
            P missing = null;
            while (f.next < f.needed.size()) {
                P q = f.needed.get(f.next);
                int v = values.get(q);
                if (v == PartValues.MISSING) {
                    missing = q;
                    break;
                }
                f.found[f.next++] = v;
            }
            if (missing != null) {
                if (open.containsKey(missing)) {
                    throw cycle(stack, missing);
                }
                if (!storeKnown(missing)) {
                    stack.push(open(missing));
                }
                continue;
            }
            int v = games.game(sums(f.left, f.found, 0), sums(f.right, f.found, f.leftParts));
            store(f.part, v);
            open.remove(f.part);
            stack.pop();
        }
        return values.get(root);
    }

    /** The values of {@code options}, whose parts' values are {@code found} from {@code from} on. */
    private int[] sums(List<Option<P>> options, int[] found, int from) {
        int at = from;
        int[] out = new int[options.size()];
        for (int i = 0; i < out.length; i++) {
            boolean[] negated = options.get(i).negated();
            int[] v = new int[options.get(i).parts().size()];
            for (int j = 0; j < v.length; j++) {
                v[j] = found[at++];
                if (negated != null && negated[j]) {
                    v[j] = games.negate(v[j]);
                }
            }
            out[i] = v.length == 1 ? v[0] : games.sum(v);
        }
        return out;
    }

    /** Stores the part's value where the game's theory gives it; false when it does not. */
    private boolean storeKnown(P part) {
        int known = ruleset.knownValue(part, games);
        if (known == PartizanRuleset.NOT_KNOWN) {
            return false;
        }
        store(part, known);
        return true;
    }

    private void store(P part, int value) {
        if (values.size() >= maxPositions) {
            throw new ValuesOutOfReach("the canonical values need more than " + maxPositions + " positions");
        }
        if (games.size() > maxGames) {
            throw new ValuesOutOfReach("the canonical values grew past " + maxGames + " games after " + values.size()
                    + " positions");
        }
        games.charge(BYTES_PER_PART);
        games.tick();
        values.put(part, value);
    }

    private BadInputException cycle(Deque<Frame<P>> stack, P again) {
        List<String> shown = new ArrayList<>();
        shown.add(String.join(" ", ruleset.format(again)));
        for (Frame<P> f : stack) {
            if (shown.size() >= CYCLE_SHOWN) {
                shown.add("...");
                break;
            }
            shown.add(String.join(" ", ruleset.format(f.part)));
            if (f.part.equals(again)) {
                break;
            }
        }
        java.util.Collections.reverse(shown);
        return new PlayReturns("play returns to a position (" + String.join(" -> ", shown)
                + "): a partizan game must end");
    }
}
