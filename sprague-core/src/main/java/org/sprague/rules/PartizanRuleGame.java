package org.sprague.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.ruleset.PartizanRuleset;
import org.sprague.partizan.ruleset.ValuesOutOfReach;

/**
 * The game of a partizan rule file as a {@link PartizanRuleset}: its moves are the options the rule file gives, each
 * position's asked of it once and kept; a list of positions is a sum, each component a part of its own (components
 * where neither player can move are left out). Values and search come from the generic engines
 * ({@link org.sprague.partizan.ruleset.MemoisedCanonicalValues}, which reports a position met again on its own line
 * of play as a cycle, and {@link org.sprague.partizan.ruleset.SumOutcomeSearch}).
 *
 * <p>A position is written as the rule file's form says ({@link PartizanRuleForm}); a list of positions is a sum.
 * All calls of the user's code must run on the guard's worker ({@link GuardedMoves#run}).
 */
public final class PartizanRuleGame implements PartizanRuleset<List<String>> {
    /** Default most positions held. */
    public static final long DEFAULT_MAX_POSITIONS = 2_000_000L;
    /** The most options one position may have for one player. */
    public static final int MAX_OPTIONS = 1_000_000;
    /**
     * Default most canonical games the values may make: past it the values are out of reach, and the outcome class
     * is found by search instead.
     */
    public static final int DEFAULT_MAX_GAMES = 300_000;
    /** What one held position costs besides its text: the node, its option arrays, the map's entry. */
    static final long BYTES_PER_POSITION = 160;

    private final PartizanRuleFile file;
    private final GuardedMoves guard;
    private final CanonicalGames games;
    private long maxPositions;
    private final Map<String, Node> nodes = new HashMap<>();

    /** A position met: its options, as texts. */
    private record Node(String[] left, String[] right) {
    }

    public PartizanRuleGame(PartizanRuleFile file, GuardedMoves guard, CanonicalGames games, long maxPositions) {
        this.file = file;
        this.guard = guard;
        this.games = games;
        this.maxPositions = maxPositions;
    }

    /**
     * Lets the positions met grow past the values' limit, for the search that goes on once the values are out of
     * reach: the run's memory, charged for each position, still holds them.
     */
    public void liftPositionLimit() {
        maxPositions = Long.MAX_VALUE;
    }

    public PartizanRuleFile file() {
        return file;
    }

    /** How many positions have been met. */
    public int size() {
        return nodes.size();
    }

    /**
     * The position as typed, one argument a component, in canonical text: numbers without leading zeros for the
     * tuple form (so {@code 007} is {@code 7}).
     *
     * @throws BadInputException for an empty position or a component that is not a tuple of numbers at least 0
     */
    public List<String> parse(List<String> position) {
        if (position == null || position.isEmpty()) {
            throw new BadInputException("missing position: give one or more positions of " + file.fileName() + " ("
                    + file.form().syntax() + ")");
        }
        List<String> parsed = new ArrayList<>(position.size());
        for (String p : position) {
            parsed.add(file.form() == PartizanRuleForm.TUPLE ? tupleText(p) : p);
        }
        return parsed;
    }

    private String tupleText(String p) {
        String[] parts = p.split(",", -1);
        int[] numbers = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String t = parts[i].trim();
            if (!t.matches("[0-9]{1,10}")) {
                throw new BadInputException("position '" + p + "' of " + file.fileName() + ": write numbers at least 0"
                        + " separated by commas, such as 3,4");
            }
            long v = Long.parseLong(t);
            if (v > Integer.MAX_VALUE) {
                throw new BadInputException("position '" + p + "' of " + file.fileName() + ": " + t + " is larger"
                        + " than " + Integer.MAX_VALUE + ", the largest number of int[] left(int[] p)");
            }
            numbers[i] = (int) v;
        }
        return text(numbers);
    }

    private static String text(int[] tuple) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < tuple.length; i++) {
            s.append(i == 0 ? "" : ",").append(tuple[i]);
        }
        return s.toString();
    }

    @Override
    public List<PartizanMove<List<String>>> moves(List<String> position, boolean left) {
        List<PartizanMove<List<String>>> moves = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            String from = position.get(i);
            Node node = node(from);
            String prefix = position.size() == 1 ? "" : "component " + (i + 1) + ": ";
            for (String to : left ? node.left : node.right) {
                List<String> after = new ArrayList<>(position);
                after.set(i, to);
                moves.add(new PartizanMove<>(prefix + from + " -> " + to, List.copyOf(after)));
            }
        }
        return moves;
    }

    @Override
    public List<String> format(List<String> position) {
        return position;
    }

    /** Each component with a move for either player, alone: the components of a sum are independent. */
    @Override
    public List<List<String>> parts(List<String> position) {
        List<List<String>> out = new ArrayList<>(position.size());
        for (String c : position) {
            Node n = node(c);
            if (n.left.length > 0 || n.right.length > 0) {
                out.add(List.of(c));
            }
        }
        return out;
    }

    /** The node of {@code key}, asking the rule file for its options the first time. */
    private Node node(String key) {
        Node n = nodes.get(key);
        if (n != null) {
            return n;
        }
        if (nodes.size() >= maxPositions) {
            // as many as the values may hold: the search takes over
            throw new ValuesOutOfReach("the positions of " + file.fileName() + " reached from this one are more"
                    + " than the " + maxPositions + " the values hold");
        }
        n = new Node(options(key, true), options(key, false));
        games.charge(BYTES_PER_POSITION + 2L * key.length() + 8L * (n.left.length + n.right.length));
        nodes.put(key, n);
        return n;
    }

    /** The options of {@code key} for Left or Right, as canonical texts. */
    private String[] options(String key, boolean left) {
        String method = left ? "left" : "right";
        Object result;
        try {
            result = file.form() == PartizanRuleForm.TUPLE
                    ? (int[][]) (left ? file.left() : file.right()).invokeExact(tuple(key))
                    : (String[]) (left ? file.left() : file.right()).invokeExact(key);
        } catch (Throwable t) {
            // whatever the user's code throws, Errors included, is the user's
            throw guard.userError(method, key, t);
        }
        if (result == null) {
            throw bad(method, key, "returned null; return an empty array when there is no move");
        }
        int count = java.lang.reflect.Array.getLength(result);
        if (count > MAX_OPTIONS) {
            throw new ResourceLimitException(method + "(" + key + ") of " + file.fileName() + " gave " + count
                    + " options, more than the " + MAX_OPTIONS + " one position may have; give smaller positions");
        }
        String[] keys = new String[count];
        for (int i = 0; i < count; i++) {
            if (file.form() == PartizanRuleForm.TUPLE) {
                int[] o = ((int[][]) result)[i];
                if (o == null) {
                    throw bad(method, key, "returned a null option");
                }
                if (o.length == 0) {
                    // no syntax writes an empty tuple, so the position reached could not be typed back
                    throw bad(method, key, "returned an empty option (new int[0]); a position is at least one number"
                            + " (A,B,...): leave the option out where there is no move, or give the position a number"
                            + " that says it is over");
                }
                for (int x : o) {
                    if (x < 0) {
                        throw bad(method, key, "returned the option " + Arrays.toString(o) + ", with a negative"
                                + " number");
                    }
                }
                keys[i] = text(o);
            } else {
                String o = ((String[]) result)[i];
                if (o == null) {
                    throw bad(method, key, "returned a null option");
                }
                if (o.isEmpty()) {
                    throw bad(method, key, "returned an empty option (\"\"); a position is written with at least one"
                            + " character, so that it can be typed back");
                }
                keys[i] = o;
            }
        }
        return keys;
    }

    private static int[] tuple(String key) {
        if (key.isEmpty()) {
            return new int[0];
        }
        String[] parts = key.split(",", -1);
        int[] t = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            t[i] = Integer.parseInt(parts[i]);
        }
        return t;
    }

    private BadInputException bad(String method, String key, String what) {
        return new BadInputException(file.fileName() + ": " + method + "(" + key + ") " + what);
    }
}
