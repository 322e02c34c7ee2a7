package org.sprague.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.PriorityQueue;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaRDD;

/**
 * The answer as text in node order without boxing a record per node: the id range is cut at quantiles of a
 * sample of the ids, each block sends its (already sorted) states to the ranges as primitive runs, and each range
 * merges its runs and writes its lines in chunks of {@link #LINES_PER_RECORD} (a record with embedded newlines
 * gives the same bytes as one record a line).
 */
final class OrderedText {
    static final int LINES_PER_RECORD = 4096;
    private static final int SAMPLES_PER_RANGE = 64;

    private OrderedText() {
    }

    static void write(JavaRDD<StateBlock> blocks, int ranges, String dir) {
        long nodes = blocks.map(b -> (long) b.size()).reduce(Long::sum);
        long every = Math.max(1, nodes / ((long) SAMPLES_PER_RANGE * ranges));
        List<Long> sample = new ArrayList<>(blocks.flatMap(b -> b.sampleIds(every)).collect());
        sample.sort(null);
        long[] cuts = new long[ranges - 1]; // range r holds ids below cuts[r] and at or above cuts[r - 1]
        for (int r = 0; r < cuts.length; r++) {
            cuts[r] = sample.isEmpty() ? Long.MAX_VALUE : sample.get((int) ((long) (r + 1) * sample.size() / ranges));
        }
        blocks.flatMapToPair(b -> b.runs(cuts).iterator()).partitionBy(new HashPartitioner(ranges)).values()
                .mapPartitions(OrderedText::lines).saveAsTextFile(dir);
    }

    /** Merges the runs of one range by id into text records of up to {@link #LINES_PER_RECORD} lines. */
    private static Iterator<String> lines(Iterator<StateRun> received) {
        List<StateRun> runs = new ArrayList<>();
        received.forEachRemaining(runs::add);
        int[] at = new int[runs.size()];
        PriorityQueue<Integer> heads = new PriorityQueue<>((a, b) -> Long.compare(runs.get(a).ids.get(at[a]),
                runs.get(b).ids.get(at[b])));
        for (int r = 0; r < runs.size(); r++) {
            if (runs.get(r).ids.size() > 0) {
                heads.add(r);
            }
        }
        List<String> records = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int lines = 0;
        while (!heads.isEmpty()) {
            int r = heads.poll();
            long state = runs.get(r).states.get(at[r]);
            if (lines > 0) {
                text.append('\n');
            }
            text.append(runs.get(r).ids.get(at[r])).append(' ').append(ResultCodes.outcome(state)).append(' ')
                    .append(ResultCodes.remoteness(state));
            if (++at[r] < runs.get(r).ids.size()) {
                heads.add(r);
            }
            if (++lines == LINES_PER_RECORD) {
                records.add(text.toString());
                text.setLength(0);
                lines = 0;
            }
        }
        if (lines > 0) {
            records.add(text.toString());
        }
        return records.iterator();
    }

    /** The range of {@code id} among the cuts. */
    static int rangeOf(long[] cuts, long id) {
        int i = Arrays.binarySearch(cuts, id);
        return i >= 0 ? i + 1 : -i - 1;
    }
}
