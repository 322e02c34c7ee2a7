package org.sprague.partizan.ruleset;

import java.util.ArrayList;
import java.util.List;
import org.sprague.partizan.GameOracles;
import org.sprague.partizan.PartizanMove;

/**
 * A test ruleset with parts: a position is a list of Toads and Frogs rows, each row a part of its own (no piece
 * crosses from one row to another). Moves are the oracle's plain rules ({@link GameOracles#toadsAndFrogs}), so
 * nothing here is the engine under test; rows of at most {@code small} squares are small.
 */
final class RowsOfToads implements PartizanRuleset<List<String>> {
    private final int small;

    RowsOfToads(int small) {
        this.small = small;
    }

    @Override
    public List<PartizanMove<List<String>>> moves(List<String> rows, boolean left) {
        List<PartizanMove<List<String>>> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            for (String to : GameOracles.toadsAndFrogs(rows.get(i), left)) {
                List<String> next = new ArrayList<>(rows);
                next.set(i, to);
                out.add(new PartizanMove<>("row " + (i + 1) + ": " + rows.get(i) + " -> " + to, List.copyOf(next)));
            }
        }
        return out;
    }

    @Override
    public List<String> format(List<String> rows) {
        return rows;
    }

    @Override
    public List<List<String>> parts(List<String> rows) {
        List<List<String>> out = new ArrayList<>();
        for (String r : rows) {
            out.add(List.of(r));
        }
        return out;
    }

    @Override
    public int size(List<String> part) {
        return part.stream().mapToInt(String::length).sum();
    }

    @Override
    public int smallPart() {
        return small;
    }
}
