package org.sprague.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * The threads' published paths of ABDADA ({@link SearchingNow}): a position is busy for every thread but the one in
 * it, from its entering to its leaving, at whatever ply the asker meets it; fingerprints are never the empty mark; a
 * position solved is noticed by the threads on whose path it is, below the root, once.
 */
class SearchingNowTest {
    @Test
    void aPositionIsBusyForTheOtherThreadsOnlyWhileOneIsInIt() {
        SearchingNow now = new SearchingNow(3, 12);
        long a = SearchingNow.fingerprint(0b1011, 0, true);
        long b = SearchingNow.fingerprint(0b1011, 0, false);
        assertThat(a).isNotEqualTo(b);
        now.enter(1, 5, a);
        assertThat(now.busy(0, a)).as("another thread asks").isTrue();
        assertThat(now.busy(2, a)).as("a third thread asks").isTrue();
        assertThat(now.busy(1, a)).as("the thread in it asks").isFalse();
        assertThat(now.busy(0, b)).as("the other side to move").isFalse();
        now.enter(2, 11, b);
        assertThat(now.busy(0, b)).as("at the last ply shared").isTrue();
        now.leave(1, 5);
        assertThat(now.busy(0, a)).as("after leaving").isFalse();
        assertThat(now.busy(0, b)).isTrue();
        now.leave(2, 11);
        assertThat(now.busy(0, b)).isFalse();
    }

    @Test
    void aThreadsNewPositionAtAPlyReplacesItsOldOne() {
        SearchingNow now = new SearchingNow(2, 4);
        long a = SearchingNow.fingerprint(7, 0, true);
        long b = SearchingNow.fingerprint(9, 0, true);
        now.enter(0, 3, a);
        now.enter(0, 3, b);
        assertThat(now.busy(1, a)).isFalse();
        assertThat(now.busy(1, b)).isTrue();
    }

    @Test
    void fingerprintsAreNeverTheEmptyMarkAndSeparateKeysSidesAndSecondWords() {
        Set<Long> seen = new HashSet<>();
        for (long key = 0; key < 2000; key++) {
            for (int extra = 0; extra < 3; extra++) {
                for (boolean left : new boolean[] {true, false}) {
                    long f = SearchingNow.fingerprint(key, extra, left);
                    assertThat(f).isNotZero();
                    seen.add(f);
                }
            }
        }
        assertThat(seen).hasSize(2000 * 3 * 2);
    }

    @Test
    void aPositionSolvedIsNoticedOnceByTheThreadsWhosePathHoldsIt() {
        SearchingNow now = new SearchingNow(3, 12);
        long a = SearchingNow.fingerprint(21, 0, true);
        long b = SearchingNow.fingerprint(22, 0, false);
        now.enter(1, 0, SearchingNow.fingerprint(1, 0, true));
        now.enter(1, 3, a);
        now.enter(1, 4, b);
        now.enter(2, 4, b);
        assertThat(now.solvedOnPath(1)).as("nothing solved yet").isEqualTo(-1);
        now.solve(0, b);
        assertThat(now.solvedOnPath(1)).isEqualTo(4);
        assertThat(now.solvedOnPath(2)).isEqualTo(4);
        assertThat(now.solvedOnPath(1)).as("noticed once").isEqualTo(-1);
        assertThat(now.solvedOnPath(0)).as("the solver itself").isEqualTo(-1);
        now.solve(2, a);
        now.leave(1, 4);
        now.leave(1, 3);
        assertThat(now.solvedOnPath(1)).as("left before noticing").isEqualTo(-1);
        now.solve(2, SearchingNow.fingerprint(1, 0, true));
        assertThat(now.solvedOnPath(1)).as("the root is never given up").isEqualTo(-1);
    }

    /** A path published by one thread is seen by another (the stores and loads are atomic, each word its writer's). */
    @Test
    void anotherThreadSeesThePathPublished() throws InterruptedException {
        SearchingNow now = new SearchingNow(2, 12);
        long f = SearchingNow.fingerprint(12345, 0, true);
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch asked = new CountDownLatch(1);
        Thread other = new Thread(() -> {
            now.enter(1, 0, f);
            entered.countDown();
            try {
                asked.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            now.leave(1, 0);
        });
        other.start();
        entered.await();
        assertThat(now.busy(0, f)).isTrue();
        asked.countDown();
        other.join();
        assertThat(now.busy(0, f)).isFalse();
    }
}
