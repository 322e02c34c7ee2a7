package org.sprague.partizan.ruleset;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.OutcomeClass;
import org.sprague.partizan.PartizanMove;
import org.sprague.solve.Budget;
import org.sprague.solve.SearchOverrun;

/**
 * Who wins a position of any {@link PartizanRuleset} when its canonical value is out of reach: a memoised minimax
 * over win and loss (normal play: whoever cannot move loses) of the disjunctive sum of its parts. Parts the ruleset
 * calls small ({@link PartizanRuleset#size} at most {@link PartizanRuleset#smallPart}) are replaced by their
 * canonical values, added into one value that the search plays in as a component of its own (moving in it is
 * moving to one of its canonical options, which Left or Right may do exactly when the part's own moves would reach
 * a position of that value or better for the mover: Siegel, <i>Combinatorial Game Theory</i>, II.2, canonical
 * forms are equal games). The rest are kept as their {@link PartizanRuleset#representative}s, sorted, so that a sum
 * is remembered once whatever the order of its parts.
 *
 * <p>A position reached is decided at once when only the value is left (its outcome class), or, for one part
 * alone, by the ruleset's {@link PartizanRuleset#decided}. The table of sums is limited to {@code maxEntries} and
 * its memory is charged to the space's account, each entry with an estimate of its parts' objects (from the length of
 * their text: a board's rows, a list of edges); once full, the search goes on without remembering more. The
 * space's deadline is checked as positions are visited, and a step budget ({@link #limitSteps}) bounds the positions
 * visited, so that what the default budget answers does not depend on the machine (over several searches at once
 * when they share their count, {@link #share}). A sum met again on its own line of play is a cycle, which a
 * short game may not have: bad input naming the position.
 *
 * @param <P> the position type
 */
public final class SumOutcomeSearch<P> {
    /** Sums remembered by default. */
    public static final long DEFAULT_MAX_ENTRIES = 20_000_000L;
    /** The longest line of play searched: the search recurses once a move. */
    public static final int MAX_DEPTH = 5_000;
    /** What one remembered sum costs besides its parts: the map's entry, the key and its list, a share of the table. */
    static final long BYTES_PER_ENTRY = 160;
    /** What one part held by a sum costs besides its text: its slot in the list, its object's header and fields. */
    static final long BYTES_PER_PART = 48;
    /** What a character of a part's text stands for in its object (a string's byte, an edge record's share). */
    static final long BYTES_PER_CHARACTER = 4;
    /** Bytes charged at a time. */
    private static final long CHARGE_AT = 1L << 20;
    /**
     * Search steps a position visited costs by default ({@link PartizanRuleset#searchStepsPerPosition}): the budget's
     * unit, {@link Budget#SEARCH_STEPS_PER_SECOND}, is about a second's worth of positions of this search on Toads and
     * Frogs (docs/BENCHMARKS.md: 0.7 million a CPU second), so the standard budget answers what a few seconds of
     * search answer and refuses longer searches, on any machine.
     */
    public static final double STEPS_PER_POSITION = 150;

    private final PartizanRuleset<P> ruleset;
    private final MemoisedCanonicalValues<P> values;
    private final CanonicalGames games;
    private final long maxEntries;
    private final Map<Sum<P>, Byte> known = new HashMap<>();
    private final Comparator<P> order;
    /** The sums on the line of play being searched: met again, they close a cycle. */
    private final Set<Sum<P>> onLine = new HashSet<>();
    private long nodes;
    /** The most positions visited, over every call; past it the search stops. */
    private long nodeLimit = Long.MAX_VALUE;
    /** The ruleset's cost of a position in search steps. */
    private double stepsPerPosition = STEPS_PER_POSITION;
    /** Bytes of entries remembered and not yet charged. */
    private long uncharged;
    /** The count this search shares with others running at once, or null; and its positions reported to it. */
    private SharedSteps shared;
    private long reported;

    /**
     * A sum searched: the searched parts, as sorted representatives, and the value of the small parts.
     *
     * @param parts the parts searched
     * @param value the id of the small parts' summed canonical value
     * @param hash the hash, made once: a sum is looked up in the table and on the line
     * @param <P> the position type
     */
    record Sum<P>(List<P> parts, int value, int hash) {
        Sum(List<P> parts, int value) {
            this(parts, value, 31 * parts.hashCode() + value);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Sum<?> other && hash == other.hash && value == other.value
                    && parts.equals(other.parts);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /**
     * A search that values small parts with {@code values} (and in its space). The search lifts the values' own
     * limits ({@link MemoisedCanonicalValues#unlimited}): it is what answers once they are reached, and the parts it
     * values are small; the run's memory and deadline still hold both.
     *
     * @param values the canonical values of the same ruleset, shared so that a part is valued once
     * @param maxEntries the most sums remembered
     */
    public SumOutcomeSearch(MemoisedCanonicalValues<P> values, long maxEntries) {
        // a view without limits: the caller's engine keeps its own
        this.values = values.unlimited();
        this.ruleset = values.ruleset();
        this.games = values.games();
        this.maxEntries = maxEntries;
        Comparator<P> byHash = Comparator.comparingInt(Object::hashCode);
        this.order = byHash.thenComparing(p -> String.join(" ", ruleset.format(p)));
    }

    /**
     * A search remembering at most {@link #DEFAULT_MAX_ENTRIES} sums.
     *
     * @param values the canonical values of the same ruleset
     */
    public SumOutcomeSearch(MemoisedCanonicalValues<P> values) {
        this(values, DEFAULT_MAX_ENTRIES);
    }

    /**
     * Bounds the positions this search visits, over every call, by a budget of search steps at the ruleset's
     * {@link PartizanRuleset#searchStepsPerPosition} a position.
     *
     * @param searchSteps the budget's search steps ({@link Budget#searchSteps()}); infinite for no bound
     * @return this search
     */
    public SumOutcomeSearch<P> limitSteps(double searchSteps) {
        this.stepsPerPosition = ruleset.searchStepsPerPosition();
        double positions = searchSteps / stepsPerPosition;
        this.nodeLimit = positions >= Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, (long) positions);
        return this;
    }

    /**
     * Counts this search's positions with those of other searches running at once on other threads, against the
     * one limit of {@link #limitSteps} (every {@value SharedSteps#EVERY} positions), and stops it when another
     * fails ({@link SharedSteps.Stopped}).
     *
     * @param steps the count shared
     * @return this search
     */
    public SumOutcomeSearch<P> share(SharedSteps steps) {
        this.shared = steps;
        this.reported = nodes;
        return this;
    }

    /**
     * The game searched.
     *
     * @return the ruleset
     */
    public PartizanRuleset<P> ruleset() {
        return ruleset;
    }

    /**
     * Positions visited so far, by every call.
     *
     * @return the count
     */
    public long nodes() {
        return nodes;
    }

    /**
     * Sums remembered.
     *
     * @return the count
     */
    public int entries() {
        return known.size();
    }

    /**
     * Whether the player to move wins {@code position}.
     *
     * @param position the position
     * @param left whether Left moves first
     * @return true when that player wins
     * @throws ResourceLimitException at the space's memory or time limit, or past {@link #MAX_DEPTH} moves
     * @throws BadInputException when play returns to a position
     */
    public boolean wins(P position, boolean left) {
        if (ruleset.decided(position, left) != 0) {
            nodes++;
            return ruleset.decided(position, left) > 0;
        }
        onLine.clear();
        return wins(sumOf(new ArrayList<>(), 0, position), left, 0);
    }

    /**
     * The outcome class: who wins with each player first.
     *
     * @param position the position
     * @return L, R, N or P
     */
    public OutcomeClass outcomeClass(P position) {
        boolean leftWins = wins(position, true);
        boolean rightWins = wins(position, false);
        return leftWins && rightWins ? OutcomeClass.N : leftWins ? OutcomeClass.L
                : rightWins ? OutcomeClass.R : OutcomeClass.P;
    }

    /**
     * A winning move of the player to move: the first in the ruleset's order after which the opponent, moving,
     * loses.
     *
     * @param position the position
     * @param left whether Left moves
     * @return the move, or null when every move loses (or there is none)
     */
    public PartizanMove<P> winningMove(P position, boolean left) {
        onLine.clear();
        for (PartizanMove<P> m : ruleset.moves(position, left)) {
            P to = m.to();
            boolean opponentWins = ruleset.decided(to, !left) != 0 ? ruleset.decided(to, !left) > 0
                    : wins(sumOf(new ArrayList<>(), 0, to), !left, 1);
            if (!opponentWins) {
                return m;
            }
        }
        return null;
    }

    /** The sum of {@code rest} (searched parts, left as they are), the value {@code value} and {@code position}'s parts. */
    private Sum<P> sumOf(List<P> rest, int value, P position) {
        int v = value;
        for (P part : ruleset.parts(position)) {
            P rep = ruleset.representative(part);
            int size = ruleset.size(rep);
            if (size >= 0 && size <= ruleset.smallPart()) {
                v = games.sum(v, values.value(rep));
            } else {
                rest.add(rep);
            }
        }
        rest.sort(order);
        return new Sum<>(List.copyOf(rest), v);
    }

    private boolean wins(Sum<P> sum, boolean left, int depth) {
        if (++nodes > nodeLimit) {
            throw overBudget();
        }
        if (shared != null && nodes - reported >= SharedSteps.EVERY) {
            long total = shared.add(nodes - reported);
            reported = nodes;
            if (total > nodeLimit) {
                throw overBudget();
            }
        }
        games.tick();
        if (sum.parts().isEmpty()) {
            return OutcomeClass.of(games, sum.value()).firstWins(left);
        }
        if (sum.parts().size() == 1 && sum.value() == 0) {
            int d = ruleset.decided(sum.parts().get(0), left);
            if (d != 0) {
                return d > 0;
            }
        }
        if (onLine.contains(sum)) {
            throw cycle(sum);
        }
        Byte k = known.get(sum);
        int bit = left ? 0 : 2;
        if (k != null && (k >> bit & 1) != 0) {
            return (k >> (bit + 1) & 1) != 0;
        }
        if (depth >= MAX_DEPTH) {
            throw new ResourceLimitException("the search went past " + MAX_DEPTH + " moves on one line of play");
        }
        onLine.add(sum);
        boolean win = searchMoves(sum, left, depth);
        onLine.remove(sum);
        remember(sum, k, bit, win);
        return win;
    }

    /** Whether the player to move wins {@code sum} by some move, each searched. */
    private boolean searchMoves(Sum<P> sum, boolean left, int depth) {
        boolean win = false;
        List<P> parts = sum.parts();
        for (int i = 0; i < parts.size() && !win; i++) {
            if (i > 0 && parts.get(i).equals(parts.get(i - 1))) {
                continue; // the same part again: the same moves to the same sums
            }
            for (PartizanMove<P> m : ruleset.distinctMoves(parts.get(i), left)) {
                List<P> rest = new ArrayList<>(parts.size() + 2);
                for (int j = 0; j < parts.size(); j++) {
                    if (j != i) {
                        rest.add(parts.get(j));
                    }
                }
                if (!wins(sumOf(rest, sum.value(), m.to()), !left, depth + 1)) {
                    win = true;
                    break;
                }
            }
        }
        if (!win) {
            for (int o : left ? games.leftOptions(sum.value()) : games.rightOptions(sum.value())) {
                if (!wins(new Sum<>(parts, o), !left, depth + 1)) {
                    win = true;
                    break;
                }
            }
        }
        return win;
    }

    private void remember(Sum<P> sum, Byte old, int bit, boolean win) {
        if (old == null && known.size() >= maxEntries) {
            return;
        }
        if (old == null) {
            uncharged += bytes(sum);
            if (uncharged >= CHARGE_AT) {
                games.charge(uncharged);
                uncharged = 0;
            }
        }
        int k = (old == null ? 0 : old) | 1 << bit | (win ? 1 << (bit + 1) : 0);
        known.put(sum, (byte) k);
    }

    /** An estimate of what a remembered sum holds: the entry, and each part's object by the length of its text. */
    long bytes(Sum<P> sum) {
        long b = BYTES_PER_ENTRY;
        for (P part : sum.parts()) {
            b += BYTES_PER_PART;
            for (String word : ruleset.format(part)) {
                b += BYTES_PER_CHARACTER * word.length();
            }
        }
        return b;
    }

    /**
     * The refusal once the step budget is spent: the size of a search is not known before it ends, so the refusal
     * states the range of the need measured on the benchmark boards ({@link SearchOverrun#PARTIZAN}).
     */
    private ResourceLimitException overBudget() {
        double steps = nodeLimit * stepsPerPosition;
        ResourceLimitException stopped = new ResourceLimitException("the search visited more than " + nodeLimit
                + " positions, " + String.format(Locale.ROOT, "its budget of %.0e search steps at %.0f a position",
                        steps, stepsPerPosition) + ", without deciding; give a smaller game",
                ResourceLimitException.Resource.STEPS, steps);
        return SearchOverrun.PARTIZAN.refusal(stopped, steps);
    }

    private BadInputException cycle(Sum<P> sum) {
        List<String> words = new ArrayList<>();
        for (P part : sum.parts()) {
            words.addAll(ruleset.format(part));
        }
        String shown = String.join(" ", words);
        if (shown.length() > 80) {
            shown = shown.substring(0, 77) + "...";
        }
        return new PlayReturns("play returns to a position (" + shown + ") on its own line: a partizan game"
                + " must end");
    }
}
