package org.sprague.misere.canonical;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.game.ImpartialGame;

/**
 * The misère canonical form of a position of any impartial game that states its options: the form of the game whose
 * options are its options' forms, found bottom-up without recursion (a long game does not overflow the stack), each
 * position once.
 *
 * @param <P> the position type (with value equality)
 */
public final class MisereFormOf<P> {
    /** What a position's entry costs: the map entry, the boxed form and a small position object. */
    static final long BYTES_PER_POSITION = 160;

    private final MisereForms forms;
    private final ImpartialGame<P> game;
    private final Map<P, Integer> known = new HashMap<>();
    private long visited;

    /**
     * Forms of the positions of {@code game}, made in {@code forms}.
     *
     * @param forms the space, with the run's limits
     * @param game the rules
     */
    public MisereFormOf(MisereForms forms, ImpartialGame<P> game) {
        this.forms = forms;
        this.game = game;
    }

    /**
     * The misère canonical form of a position.
     *
     * @param position a position of the game
     * @return its id in the space
     * @throws org.sprague.ResourceLimitException when the space's memory or time runs out
     */
    public int of(P position) {
        Deque<P> stack = new ArrayDeque<>();
        stack.push(position);
        while (!stack.isEmpty()) {
            P p = stack.peek();
            if (known.containsKey(p)) {
                stack.pop();
                continue;
            }
            if (++visited % 4096 == 0) {
                forms.checkDeadline(known.size() + " positions given misère forms");
            }
            List<P> options = new ArrayList<>();
            game.forEachOption(p, options::add);
            boolean ready = true;
            for (P o : options) {
                if (!known.containsKey(o)) {
                    ready = false;
                    stack.push(o);
                }
            }
            if (ready) {
                int[] ids = new int[options.size()];
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = known.get(options.get(i));
                }
                known.put(p, forms.of(ids));
                forms.charge(BYTES_PER_POSITION, "the misère forms of " + known.size() + " positions");
                stack.pop();
            }
        }
        return known.get(position);
    }
}
