package org.sprague.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.sprague.BadInputException;
import org.sprague.io.OutputFile;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.Periodicity;
import org.sprague.solve.Budget;

/**
 * {@code values --plot FILE}: G(n) against n as a PNG or SVG picture (XChart; SVG through VectorGraphics2D), with
 * the end of the preperiod and the first full period marked by vertical lines. Drawn without a display.
 */
public final class ValuesPlot {
    private ValuesPlot() {
    }

    /** At most this many columns of values are drawn: a longer sequence is binned, each bin by its min and max. */
    static final int MAX_BINS = 2000;
    /** The longest file name (in bytes) the usual file systems take. */
    static final int MAX_NAME_BYTES = 255;

    /**
     * Checks the file before any work is done: its extension picks the format, and it must be absent, a regular file
     * or a symbolic link (which is replaced), in a writable directory, with a name the file system takes.
     */
    public static void checkName(String file) {
        String lower = file.toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".png") && !lower.endsWith(".svg")) {
            throw new BadInputException("--plot takes a file name ending in .png or .svg, got '" + file + "'");
        }
        Path path;
        try {
            path = Path.of(file).toAbsolutePath();
        } catch (java.nio.file.InvalidPathException e) {
            throw new BadInputException("cannot write the plot to " + file + ": not a valid path");
        }
        Path name = path.getFileName();
        if (name == null || name.toString().getBytes(StandardCharsets.UTF_8).length > MAX_NAME_BYTES) {
            throw new BadInputException("cannot write the plot to " + file + ": the file name is longer than "
                    + MAX_NAME_BYTES + " bytes");
        }
        // a device, FIFO or directory is refused; a symbolic link will be replaced, its target left alone
        OutputFile.check(path, "the plot");
        if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) && !Files.isWritable(path)) {
            throw new BadInputException("cannot write the plot to " + file + ": the file is not writable");
        }
        Path parent = path.getParent();
        if (!Files.isWritable(parent)) {
            throw new BadInputException("cannot write the plot to " + file + ": the directory " + parent
                    + " is not writable");
        }
    }

    /**
     * The points drawn for {@code g}: every value when there are at most {@code bins}; otherwise {@code g} cut into
     * {@code bins} runs of consecutive values, each drawn as two points at its first n, its least and its greatest
     * value (the envelope plotting libraries draw for millions of points), so no extreme is lost. Checks for a
     * cancelled run while it reads the values.
     *
     * @return the x and y coordinates
     */
    static double[][] bin(int[] g, int bins) {
        if (g.length <= bins) {
            double[] xs = new double[g.length];
            double[] ys = new double[g.length];
            for (int n = 0; n < g.length; n++) {
                xs[n] = n;
                ys[n] = g[n];
            }
            return new double[][] {xs, ys};
        }
        double[] xs = new double[2 * bins];
        double[] ys = new double[2 * bins];
        for (int b = 0; b < bins; b++) {
            int from = (int) ((long) g.length * b / bins);
            int to = (int) ((long) g.length * (b + 1) / bins);
            int min = g[from];
            int max = g[from];
            for (int n = from + 1; n < to; n++) {
                min = Math.min(min, g[n]);
                max = Math.max(max, g[n]);
            }
            xs[2 * b] = from;
            xs[2 * b + 1] = from;
            ys[2 * b] = min;
            ys[2 * b + 1] = max;
            if ((b & 63) == 0) {
                Budget.checkInterrupted("the plot's points prepared up to n = " + from);
            }
        }
        return new double[][] {xs, ys};
    }

    static XYChart chart(GrundyValues v) {
        System.setProperty("java.awt.headless", "true");
        // G(0..upto) only: the storage may hold more
        int[] g = v.values().toIntArray(v.upto());
        Budget.checkInterrupted("the plot's values read");
        int top = 1;
        for (int x : g) {
            top = Math.max(top, x);
        }
        double[][] points = bin(g, MAX_BINS);
        boolean binned = g.length > MAX_BINS;
        String title = v.title() + ": G(n) for n = 0.." + v.upto() + (binned ? " (binned: min and max of each run of about "
                + (g.length + MAX_BINS - 1) / MAX_BINS + " values)" : "");
        XYChart chart = new XYChartBuilder().width(1000).height(480).title(title)
                .xAxisTitle("n").yAxisTitle("G(n)").build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Horizontal);
        XYSeries values = chart.addSeries("G(n)", points[0], points[1]);
        values.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        values.setMarker(g.length <= 400 ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
        values.setLineColor(new Color(40, 90, 170));
        values.setMarkerColor(new Color(40, 90, 170));
        Periodicity p = v.periodicity();
        if (p != null) {
            vertical(chart, "periodic from n = " + p.preperiod(), p.preperiod(), top, new Color(200, 60, 40));
            vertical(chart, "one period: " + p.period() + (p.saltus() == 0 ? "" : ", saltus " + p.saltus()),
                    p.preperiod() + p.period(), top, new Color(40, 150, 60));
        }
        return chart;
    }

    private static void vertical(XYChart chart, String name, int x, int top, Color color) {
        XYSeries s = chart.addSeries(name, new double[] {x, x}, new double[] {0, top});
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(color);
        s.setLineStyle(new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f},
                0f));
    }

    /**
     * Writes the chart of {@code v} to {@code file}, PNG or SVG by its extension: to a temporary file in the same
     * directory first, then moved into place, so a failed drawing leaves no broken file.
     */
    public static void write(GrundyValues v, String file) throws IOException {
        checkName(file);
        save(chart(v), file);
    }

    /** Writes {@code chart} to {@code file}, SVG or PNG by its extension, atomically. */
    static void save(XYChart chart, String file) throws IOException {
        boolean svg = file.toLowerCase(Locale.ROOT).endsWith(".svg");
        writeAtomically(file, out -> {
            if (svg) {
                VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            } else {
                BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
            }
        });
    }

    /** What writes a picture's bytes. */
    interface Drawing {
        void to(OutputStream out) throws IOException;
    }

    /** Writes through a temporary file beside {@code file} renamed over it ({@link OutputFile}). */
    static void writeAtomically(String file, Drawing drawing) throws IOException {
        OutputFile.write(Path.of(file), "the plot", drawing::to);
    }

    /** The PNG bytes of the chart of {@code v}, for the web page. */
    public static byte[] png(GrundyValues v) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        BitmapEncoder.saveBitmap(chart(v), out, BitmapEncoder.BitmapFormat.PNG);
        return out.toByteArray();
    }
}
