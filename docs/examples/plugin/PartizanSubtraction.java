package example.plugin;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BadInputException;
import org.sprague.author.Move;
import org.sprague.author.PartizanGame;

/**
 * A partizan game from a plug-in jar: heaps of tokens, where Left takes 1 or 2 tokens from one heap and Right takes
 * 2 or 3 (a partizan subtraction game, as studied by Fraser, Hirshberg and Wolfe, "The structure of the
 * distinguishing subtraction games", Integers 5(2), 2005). Whoever cannot move loses. The heaps are independent
 * parts, so each heap size is valued once; everything else (canonical values, outcome search on large sums, play,
 * the web page) comes from sprague. It is registered by one line in
 * {@code META-INF/services/org.sprague.author.PartizanGame}.
 */
public final class PartizanSubtraction implements PartizanGame<List<Integer>> {
    private static final int[] LEFT = {1, 2};
    private static final int[] RIGHT = {2, 3};

    @Override
    public String id() {
        return "partizan-subtraction";
    }

    @Override
    public String summary() {
        return "Left takes 1 or 2 tokens from a heap, Right 2 or 3 (plug-in example)";
    }

    @Override
    public String syntax() {
        return "HEAP... (heap sizes from 0 to 10000)";
    }

    @Override
    public List<String> examples() {
        return List.of("3", "4 5", "10 11 12");
    }

    @Override
    public List<Integer> parse(List<String> position) {
        if (position.isEmpty()) {
            throw new BadInputException("partizan-subtraction needs at least one heap size");
        }
        List<Integer> heaps = new ArrayList<>();
        for (String word : position) {
            if (!word.matches("[0-9]{1,5}") || Integer.parseInt(word) > 10_000) {
                throw new BadInputException("bad heap '" + word + "': give a whole number from 0 to 10000");
            }
            heaps.add(Integer.parseInt(word));
        }
        return List.copyOf(heaps);
    }

    @Override
    public List<Move<List<Integer>>> options(List<Integer> heaps, boolean left) {
        List<Move<List<Integer>>> out = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            for (int take : left ? LEFT : RIGHT) {
                if (take <= heaps.get(i)) {
                    List<Integer> next = new ArrayList<>(heaps);
                    next.set(i, heaps.get(i) - take);
                    out.add(new Move<>("heap " + (i + 1) + ": take " + take, List.copyOf(next)));
                }
            }
        }
        return out;
    }

    @Override
    public List<String> format(List<Integer> heaps) {
        return heaps.stream().map(String::valueOf).toList();
    }

    /** Each heap is a game of its own; empty heaps, where neither player can move, are left out. */
    @Override
    public List<List<Integer>> parts(List<Integer> heaps) {
        return heaps.stream().filter(h -> h > 0).map(List::of).toList();
    }

    /** One heap is a part of size its token count: heaps of up to 10 tokens are valued even inside a search. */
    @Override
    public int size(List<Integer> part) {
        return part.stream().mapToInt(Integer::intValue).sum();
    }
}
