package org.sprague.catalog.classic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IntegerRootsTest {
    @Test
    void matchesBigIntegerSqrt() {
        for (long n = 0; n <= 20_000; n++) {
            assertThat(IntegerRoots.isqrt(BigInteger.valueOf(n))).isEqualTo(BigInteger.valueOf(n).sqrt());
        }
        Random random = new Random(5);
        for (int i = 0; i < 300; i++) {
            BigInteger n = new BigInteger(1 + random.nextInt(4000), random);
            assertThat(IntegerRoots.isqrt(n)).isEqualTo(n.sqrt());
            // squares and their neighbours, where rounding errors would show
            BigInteger r = new BigInteger(1 + random.nextInt(3000), random);
            BigInteger sq = r.multiply(r);
            assertThat(IntegerRoots.isqrt(sq)).isEqualTo(r);
            if (r.signum() > 0) {
                assertThat(IntegerRoots.isqrt(sq.subtract(BigInteger.ONE))).isEqualTo(r.subtract(BigInteger.ONE));
            }
            assertThat(IntegerRoots.isqrt(sq.add(r.shiftLeft(1)))).isEqualTo(r);
        }
        assertThat(IntegerRoots.isqrt(BigInteger.ONE.shiftLeft(52).subtract(BigInteger.ONE)))
                .isEqualTo(BigInteger.ONE.shiftLeft(52).subtract(BigInteger.ONE).sqrt());
        assertThatThrownBy(() -> IntegerRoots.isqrt(BigInteger.valueOf(-1))).isInstanceOf(ArithmeticException.class);
    }
}
