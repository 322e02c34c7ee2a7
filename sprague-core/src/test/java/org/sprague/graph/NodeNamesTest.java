package org.sprague.graph;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The name table against a {@code HashMap<String, Integer>} kept beside it. */
class NodeNamesTest {
    private static int intern(NodeNames names, String name) {
        byte[] b = ("[" + name + "]").getBytes(StandardCharsets.UTF_8);
        return names.intern(b, 1, b.length - 1);
    }

    private static void assertSame(NodeNames names, Map<String, Integer> ids, List<String> order) {
        assertThat(names.size()).isEqualTo(order.size());
        for (int u = 0; u < order.size(); u++) {
            String s = order.get(u);
            assertThat(names.name(u)).isEqualTo(s);
            assertThat(names.find(s)).isEqualTo(ids.get(s));
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            assertThat(names.utf8Length(u)).isEqualTo(b.length);
            byte[] out = new byte[b.length + 2];
            assertThat(names.copyUtf8(u, out, 1)).isEqualTo(b.length + 1);
            assertThat(new String(out, 1, b.length, StandardCharsets.UTF_8)).isEqualTo(s);
        }
    }

    @Test
    void mixedNamesDenseAndSparseNumbers() {
        SplittableRandom r = new SplittableRandom(12);
        NodeNames names = new NodeNames();
        Map<String, Integer> ids = new HashMap<>();
        List<String> order = new ArrayList<>();
        for (int k = 0; k < 60_000; k++) {
            String s = switch (r.nextInt(6)) {
                // dense small numbers: the direct table
                case 0, 1 -> Integer.toString(r.nextInt(20_000));
                // large numbers first go to the hash, then the direct table grows past some of them
                case 2 -> Integer.toString(4_000_000 + r.nextInt(600_000));
                case 3 -> Long.toString(r.nextLong(999_999_999_999_999_999L) + 1);
                case 4 -> "0" + r.nextInt(1000);
                default -> "n" + r.nextInt(20_000) + (r.nextBoolean() ? "é" : "");
            };
            int expected = ids.computeIfAbsent(s, x -> {
                order.add(x);
                return order.size() - 1;
            });
            assertThat(intern(names, s)).as(s).isEqualTo(expected);
        }
        assertSame(names, ids, order);
        assertThat(names.find("999")).isEqualTo(ids.getOrDefault("999", -1));
        assertThat(names.find("nobody")).isEqualTo(-1);
        assertThat(names.find("99999999999999999999")).isEqualTo(-1);
    }

    @Test
    void numbersBeyondTheDirectTableGrowItWhenDense() {
        NodeNames names = new NodeNames();
        Map<String, Integer> ids = new HashMap<>();
        List<String> order = new ArrayList<>();
        // descending from 2^23: every number starts in the hash until the table is dense enough to cover it
        for (int v = 1 << 23; v >= 0; v -= 3) {
            String s = Integer.toString(v);
            ids.put(s, order.size());
            order.add(s);
            assertThat(names.number(v)).isEqualTo(order.size() - 1);
        }
        for (int v = 1 << 23; v >= 0; v -= 3) {
            assertThat(names.number(v)).isEqualTo(ids.get(Integer.toString(v)));
        }
        assertSame(names, ids, order);
    }

    @Test
    void batchesOfNumbersAsOneAtATime() {
        SplittableRandom r = new SplittableRandom(5);
        NodeNames batched = new NodeNames();
        NodeNames single = new NodeNames();
        long[] values = new long[500];
        int[] ids = new int[500];
        for (int round = 0; round < 200; round++) {
            int count = r.nextInt(values.length + 1);
            for (int i = 0; i < count; i++) {
                // repeats inside a batch, dense numbers, and numbers far beyond the direct table
                values[i] = r.nextInt(3) == 0 ? r.nextLong(1L << 40) : r.nextInt(30_000);
            }
            batched.numbers(values, count, ids);
            for (int i = 0; i < count; i++) {
                assertThat(ids[i]).isEqualTo(single.number(values[i]));
            }
        }
        assertThat(batched.size()).isEqualTo(single.size());
    }

    @Test
    void numbersAtEveryDigitCountAndTheIntLimit() {
        NodeNames names = new NodeNames();
        Map<String, Integer> ids = new HashMap<>();
        List<String> order = new ArrayList<>();
        long[] values = {0, 9, 10, 99, 100, 999_999_999, 1_000_000_000, 2_147_483_646, 2_147_483_647, 2_147_483_648L,
            9_999_999_999L, 10_000_000_000L};
        for (long v : values) {
            ids.put(Long.toString(v), order.size());
            order.add(Long.toString(v));
            assertThat(v % 2 == 0 ? names.number(v) : intern(names, Long.toString(v))).isEqualTo(order.size() - 1);
        }
        assertSame(names, ids, order);
    }

    @Test
    void givenListsKeepTheirOrderAndFirstOfRepeatedNames() {
        NodeNames names = NodeNames.of(new String[] {"b", "7", "b", "7", "x"});
        assertThat(names.size()).isEqualTo(5);
        assertThat(names.name(2)).isEqualTo("b");
        assertThat(names.find("b")).isZero();
        assertThat(names.find("7")).isEqualTo(1);
        assertThat(names.find("x")).isEqualTo(4);
        NodeNames numbered = NodeNames.numbered(3);
        assertThat(numbered.name(2)).isEqualTo("2");
        assertThat(numbered.find("1")).isEqualTo(1);
    }
}
