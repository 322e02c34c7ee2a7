package org.sprague.bench.classic;

import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.sprague.catalog.Answer;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;

/**
 * Whole catalog answers (outcome and every winning move) of the classic games on numbers with {@code digits}
 * decimal digits: Wythoff piles, a Fibonacci Nim pile, a Fibonacci tree order.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ClassicClosedFormBenchmark {
    @Param({"1000"})
    public int digits;

    private List<String> wythoff;
    private List<String> fibonacci;
    private List<String> tree;
    private final CatalogGame wythoffGame = Catalog.find("wythoff");
    private final CatalogGame fibonacciGame = Catalog.find("fibonacci-nim");
    private final CatalogGame treeGame = Catalog.find("fibonacci-tree");

    @Setup
    public void setUp() {
        // 3141...: the leading digits of pi, repeated; piles differ so both kinds of Wythoff move are searched
        StringBuilder a = new StringBuilder();
        while (a.length() < digits) {
            a.append("31415926535897932384626433832795028841971693993751");
        }
        BigInteger x = new BigInteger(a.substring(0, digits));
        wythoff = List.of(x.toString(), x.add(x.shiftRight(1)).toString());
        fibonacci = List.of(x.toString());
        tree = List.of(x.toString());
    }

    @Benchmark
    public Answer wythoffSolve() {
        return wythoffGame.solve(GameOptions.none(), wythoff);
    }

    @Benchmark
    public Answer fibonacciNimSolve() {
        return fibonacciGame.solve(GameOptions.none(), fibonacci);
    }

    @Benchmark
    public Answer fibonacciTreeSolve() {
        return treeGame.solve(GameOptions.none(), tree);
    }
}
