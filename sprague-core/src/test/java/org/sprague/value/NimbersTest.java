package org.sprague.value;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.sprague.SampleNumbers;

class NimbersTest {
    @Test
    void mexIsTheLeastMissingValue() {
        assertThat(Nimbers.mex()).isZero();
        assertThat(Nimbers.mex(1, 2, 3)).isZero();
        assertThat(Nimbers.mex(0, 1, 2)).isEqualTo(3);
        assertThat(Nimbers.mex(0, 2, 0, 5)).isEqualTo(1);
        assertThat(Nimbers.mex(3, 0, 1, 1, 2, 7)).isEqualTo(4);
        assertThat(Nimbers.mex(-1, 0)).isEqualTo(1);
    }

    @Test
    void mexBufferAgreesWithMexAcrossRounds() {
        MexBuffer buffer = new MexBuffer(2);
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 2000; round++) {
            int n = random.nextInt(12);
            int[] values = new int[n];
            buffer.clear();
            for (int i = 0; i < n; i++) {
                values[i] = random.nextInt(15);
                buffer.add(values[i]);
            }
            assertThat(buffer.mex()).isEqualTo(Nimbers.mex(values));
            for (int v = 0; v < 16; v++) {
                assertThat(buffer.contains(v)).isEqualTo(contains(values, v));
            }
        }
    }

    @Test
    void freshBufferIsEmpty() {
        MexBuffer buffer = new MexBuffer();
        assertThat(buffer.mex()).isZero();
        assertThat(buffer.contains(0)).isFalse();
    }

    private static boolean contains(int[] values, int v) {
        for (int x : values) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    @Test
    void nimSumIsXor() {
        assertThat(Nimbers.nimSum(3, 4, 5)).isEqualTo(2);
        assertThat(Nimbers.nimSum()).isZero();
        List<BigInteger> big = SampleNumbers.bigIntegers();
        BigInteger x = Nimbers.nimSum(big);
        assertThat(Nimbers.nimSum(List.of(x, x))).isEqualTo(BigInteger.ZERO);
        for (BigInteger v : big) {
            assertThat(Nimbers.nimSum(List.of(v, v, v))).isEqualTo(v);
        }
    }

    @Test
    void nimProductMatchesConwaysTable() {
        // the multiplication table of the field of order 16 (ONAG, ch. 6)
        long[][] table = {
            {0, 0, 0, 0}, {0, 1, 2, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}};
        for (int a = 0; a < 4; a++) {
            for (int b = 0; b < 4; b++) {
                assertThat(Nimbers.nimProduct(a, b)).isEqualTo(table[a][b]);
            }
        }
        assertThat(Nimbers.nimProduct(4, 4)).isEqualTo(6);
        assertThat(Nimbers.nimProduct(16, 16)).isEqualTo(24);
        assertThat(Nimbers.nimProduct(8, 8)).isEqualTo(13);
        // a Fermat 2-power times a smaller nimber is the ordinary product
        assertThat(Nimbers.nimProduct(1L << 32, 12345)).isEqualTo(12345L << 32);
    }

    @Test
    void nimProductMakesAFieldOnSmallNimbers() {
        // nimbers below 256 form GF(256): every nonzero element has an inverse, products stay below 256
        for (long a = 1; a < 256; a++) {
            int inverses = 0;
            for (long b = 1; b < 256; b++) {
                long p = Nimbers.nimProduct(a, b);
                assertThat(p).isBetween(1L, 255L);
                if (p == 1) {
                    inverses++;
                }
            }
            assertThat(inverses).as("inverses of %d", a).isEqualTo(1);
        }
    }

    @Test
    void nimProductIsCommutativeAssociativeAndDistributive() {
        SplittableRandom random = new SplittableRandom(11);
        List<Long> samples = SampleNumbers.longs();
        for (int i = 0; i < 3000; i++) {
            long a = i < samples.size() ? samples.get(i) : random.nextLong();
            long b = random.nextLong();
            long c = random.nextInt(1 << 20);
            assertThat(Nimbers.nimProduct(a, b)).isEqualTo(Nimbers.nimProduct(b, a));
            assertThat(Nimbers.nimProduct(Nimbers.nimProduct(a, b), c))
                    .isEqualTo(Nimbers.nimProduct(a, Nimbers.nimProduct(b, c)));
            assertThat(Nimbers.nimProduct(a, b ^ c))
                    .isEqualTo(Nimbers.nimProduct(a, b) ^ Nimbers.nimProduct(a, c));
            assertThat(Nimbers.nimProduct(a, 1)).isEqualTo(a);
            assertThat(Nimbers.nimProduct(a, 0)).isZero();
        }
    }
}
