package org.sprague.solve;

import java.util.function.IntConsumer;
import org.sprague.game.IndexedImpartialGame;

class IndexedGrundySolverTest extends GrundySolverContractTest {
    @Override
    GrundySolver<Integer> solver(IntGame game, int size) {
        return new IndexedGrundySolver(new IndexedImpartialGame() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public void forEachOption(int position, IntConsumer sink) {
                game.options(position, sink);
            }
        });
    }
}
