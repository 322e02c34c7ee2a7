package org.sprague.partizan;

import java.util.List;
import java.util.Set;
import org.sprague.BadInputException;

/**
 * The functions that value expressions may call, by name, with values as arguments: {@code cool(G, t)},
 * {@code heat(G, t)}, {@code overheat(G, s, t)}, {@code freeze(G)}, {@code rcf(G)} (reduced canonical form),
 * {@code companion(G)}, {@code aw(G)} (atomic weight). Each result is a value, so calls nest and add
 * ({@code cool({3|-3}, 1) + heat(*, 1)}). The definitions and sources are those of {@link Cooling},
 * {@link ReducedCanonicalForms}, {@link Companions} and {@link AtomicWeights}.
 */
public final class ValueFunctions {
    /** The names that are functions when followed by {@code (}. */
    public static final Set<String> NAMES = Set.of("cool", "heat", "overheat", "freeze", "rcf", "companion", "aw");

    private final CanonicalGames games;
    private final PartizanInvariants invariants;
    private final Notation notation;

    /**
     * Functions over the values of {@code games}.
     *
     * @param games the space the ids live in
     */
    public ValueFunctions(CanonicalGames games) {
        this.games = games;
        this.invariants = new PartizanInvariants(games);
        this.notation = new Notation(games);
    }

    /**
     * Applies the function {@code name} to {@code args}.
     *
     * @param name one of {@link #NAMES}
     * @param args the ids of the arguments
     * @return the id of the result
     * @throws BadInputException on a wrong number of arguments, a temperature that is not a number at least 0,
     *     or an atomic weight asked of a game that is not atomic
     */
    public int call(String name, List<Integer> args) {
        return switch (name) {
            case "cool" -> {
                arity(name, args, "G, t");
                yield invariants.cooling().cool(args.get(0), temperature(name, args.get(1)));
            }
            case "heat" -> {
                arity(name, args, "G, t");
                yield invariants.cooling().heat(args.get(0), args.get(1));
            }
            case "overheat" -> {
                arity(name, args, "G, s, t");
                yield invariants.cooling().overheat(args.get(0), args.get(1), args.get(2));
            }
            case "freeze" -> {
                arity(name, args, "G");
                yield invariants.cooling().freeze(args.get(0));
            }
            case "rcf" -> {
                arity(name, args, "G");
                yield invariants.reduced().of(args.get(0));
            }
            case "companion" -> {
                arity(name, args, "G");
                yield invariants.companions().of(args.get(0));
            }
            case "aw" -> {
                arity(name, args, "G");
                yield invariants.atomicWeights().of(args.get(0)).orElseThrow(() -> new BadInputException(
                        "aw(" + shown(args.get(0)) + "): that game is not atomic ("
                                + (invariants.predicates().infinitesimal(args.get(0)) ? "an infinitesimal too far from"
                                + " every multiple of ^" : "not infinitesimal") + "); the atomic weight exists for every"
                                + " all-small game and some other infinitesimals"));
            }
            default -> throw new BadInputException("unknown function " + name + "; known: " + String.join(", ",
                    NAMES.stream().sorted().toList()));
        };
    }

    private static void arity(String name, List<Integer> args, String params) {
        int wanted = params.split(",").length;
        if (args.size() != wanted) {
            throw new BadInputException(name + "(" + params + ") takes " + wanted + " argument" + (wanted == 1 ? "" : "s")
                    + ", got " + args.size());
        }
    }

    private Dyadic temperature(String name, int t) {
        Dyadic x = games.numberValue(t);
        if (x == null || x.signum() < 0) {
            throw new BadInputException(name + ": the temperature must be a number at least 0, got "
                    + shown(t));
        }
        return x;
    }

    /** The most characters of a game shown in a message; a longer brace form is named by its length instead. */
    static final int SHOWN = 60;

    /** {@code g} in brace form when that is short, else "a game of N characters in brace form", for one line. */
    private String shown(int g) {
        String text = notation.print(g);
        return text.length() <= SHOWN ? text : "a game of " + text.length() + " characters in brace form";
    }
}
