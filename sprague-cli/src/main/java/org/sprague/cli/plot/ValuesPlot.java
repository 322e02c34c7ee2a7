package org.sprague.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.sprague.BadInputException;
import org.sprague.heap.GrundyValues;
import org.sprague.heap.Periodicity;

/**
 * {@code values --plot FILE}: G(n) against n as a PNG or SVG picture (XChart; SVG through VectorGraphics2D), with
 * the end of the preperiod and the first full period marked by vertical lines. Drawn without a display.
 */
public final class ValuesPlot {
    private ValuesPlot() {
    }

    /** Checks the file name before any work is done: its extension picks the format. */
    public static void checkName(String file) {
        String lower = file.toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".png") && !lower.endsWith(".svg")) {
            throw new BadInputException("--plot takes a file name ending in .png or .svg, got '" + file + "'");
        }
    }

    static XYChart chart(GrundyValues v) {
        System.setProperty("java.awt.headless", "true");
        // G(0..upto) only: the storage may hold more
        int[] g = v.values().toIntArray(v.upto());
        double[] xs = new double[g.length];
        double[] ys = new double[g.length];
        int top = 1;
        for (int n = 0; n < g.length; n++) {
            xs[n] = n;
            ys[n] = g[n];
            top = Math.max(top, g[n]);
        }
        XYChart chart = new XYChartBuilder().width(1000).height(480).title(v.title() + ": G(n) for n = 0.." + v.upto())
                .xAxisTitle("n").yAxisTitle("G(n)").build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Horizontal);
        XYSeries values = chart.addSeries("G(n)", xs, ys);
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

    /** Writes the chart of {@code v} to {@code file}, PNG or SVG by its extension. */
    public static void write(GrundyValues v, String file) throws IOException {
        checkName(file);
        XYChart chart = chart(v);
        Path path = Path.of(file);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(path))) {
            if (file.toLowerCase(Locale.ROOT).endsWith(".svg")) {
                VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            } else {
                BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
            }
        } catch (java.nio.file.NoSuchFileException | java.nio.file.AccessDeniedException e) {
            throw new BadInputException("cannot write the plot to " + file + ": " + e.getMessage());
        }
    }

    /** The PNG bytes of the chart of {@code v}, for the web page. */
    public static byte[] png(GrundyValues v) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        BitmapEncoder.saveBitmap(chart(v), out, BitmapEncoder.BitmapFormat.PNG);
        return out.toByteArray();
    }
}
