// Times a rule file against the built-in subtraction ruleset of the same shape ({1,3,7,8}), G(0..10^6), in one JVM.
// Run from the repository root after a build: java -cp sprague-cli/target/sprague.jar scripts/RuleSpeed.java
import org.sprague.heap.*;
import org.sprague.rules.*;

public class RuleSpeed {
    public static void main(String[] a) {
        String src = "class Sub { static final int[] S = {1, 3, 7, 8};\n"
                + " static int[] moves(int n) { int c = 0; for (int s : S) if (s <= n) c++;\n"
                + " int[] o = new int[c]; c = 0; for (int s : S) if (s <= n) o[c++] = n - s; return o; } }";
        int n = 1_000_000;
        long compileStart = System.nanoTime();
        RuleFile f = RuleCompiler.compile("Sub.java", src);
        System.out.printf("compile %.0f ms%n", (System.nanoTime() - compileStart) / 1e6);
        double[] rule = new double[7], builtin = new double[7], generic = new double[7];
        for (int r = 0; r < 7; r++) {
            long t0 = System.nanoTime();
            GuardedMoves g = new GuardedMoves(f, 60_000);
            int[] v = new RuleGame(f, g, 20_000_000).table(n, false);
            long t1 = System.nanoTime();
            g.close();
            int[] w = GrundySequences.upto(new SubtractionRuleset(new int[] {1, 3, 7, 8}), n).values().toIntArray(n);
            long t2 = System.nanoTime();
            for (int i = 0; i <= n; i++) if (v[i] != w[i]) throw new AssertionError(i);
            HeapRuleset plain = new HeapRuleset() {
                final HeapRuleset s = new SubtractionRuleset(new int[] {1, 3, 7, 8});
                public String name() { return "generic"; }
                public String rules() { return ""; }
                public int maxParts() { return 1; }
                public void forEachOption(int m, PartsSink sink) { s.forEachOption(m, sink); }
            };
            int[] x = new int[n + 1];
            plain.computeValues(x, 0, n);
            long t3 = System.nanoTime();
            for (int i = 0; i <= n; i++) if (x[i] != w[i]) throw new AssertionError(i);
            rule[r] = (t1 - t0) / 1e6; builtin[r] = (t2 - t1) / 1e6; generic[r] = (t3 - t2) / 1e6;
            System.out.printf("run %d: rule file %.0f ms, built-in %.0f ms, built-in generic mex %.0f ms%n", r, rule[r], builtin[r], generic[r]);
        }
        java.util.Arrays.sort(rule); java.util.Arrays.sort(builtin); java.util.Arrays.sort(generic);
        System.out.printf("median: rule file %.0f ms, built-in %.0f ms (ratio %.1f), built-in generic mex %.0f ms (ratio %.1f)%n",
                rule[3], builtin[3], rule[3] / builtin[3], generic[3], rule[3] / generic[3]);
    }
}
