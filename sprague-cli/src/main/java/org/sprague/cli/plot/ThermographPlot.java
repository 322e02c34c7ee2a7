package org.sprague.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.sprague.BadInputException;
import org.sprague.partizan.Dyadic;
import org.sprague.partizan.Thermograph;
import org.sprague.partizan.Trajectory;

/**
 * {@code value --thermograph FILE}: a thermograph as a PNG or SVG picture, drawn as in Winning Ways (ch. 6) and
 * CGSuite: the value axis runs with Left's direction to the left (greater values further left), the temperature
 * upward; the left wall, the right wall, and the mast above the temperature, with the stops, the mean and the
 * temperature written at their points.
 */
public final class ThermographPlot {
    private ThermographPlot() {
    }

    /** A point of the picture in the game's own coordinates: the value and the temperature. */
    public record Point(Dyadic value, Dyadic temperature) {
        @Override
        public String toString() {
            return "(" + value + ", " + temperature + ")";
        }
    }

    /**
     * The left wall's breakpoints, from temperature 0 (a number's own temperature) up to where the mast starts.
     *
     * @param t the thermograph
     * @return the points, bottom up
     */
    public static List<Point> leftWall(Thermograph t) {
        return wall(t.leftWall(), t);
    }

    /**
     * The right wall's breakpoints, as {@link #leftWall(Thermograph)}.
     *
     * @param t the thermograph
     * @return the points, bottom up
     */
    public static List<Point> rightWall(Thermograph t) {
        return wall(t.rightWall(), t);
    }

    private static List<Point> wall(Trajectory wall, Thermograph t) {
        List<Point> out = new ArrayList<>();
        if (t.temperature().signum() < 0) {
            // a number: the mast alone, from its own (negative) temperature
            return out;
        }
        for (int i = 0; i < wall.temperatures().size(); i++) {
            out.add(new Point(wall.values().get(i), wall.temperatures().get(i)));
        }
        Point top = new Point(t.mean(), t.temperature());
        if (!out.get(out.size() - 1).equals(top)) {
            out.add(top);
        }
        return out;
    }

    /** How far the mast is drawn above the temperature: half the picture's height, at least 1. */
    static double mastHeight(Thermograph t) {
        return Math.max(1, Math.abs(d(t.temperature())) / 2 + 0.5);
    }

    /**
     * Checks the file name before any work: PNG or SVG by the extension, in a writable directory.
     *
     * @param file the file name given
     * @throws BadInputException when it will not do
     */
    public static void checkName(String file) {
        String lower = file.toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".png") && !lower.endsWith(".svg")) {
            throw new BadInputException("--thermograph takes a file name ending in .png or .svg, got '" + file + "'");
        }
        ValuesPlot.checkName(file);
    }

    static XYChart chart(String title, Thermograph t) {
        System.setProperty("java.awt.headless", "true");
        XYChart chart = new XYChartBuilder().width(720).height(540).title("thermograph of " + title)
                .xAxisTitle("value (Left <-  -> Right)").yAxisTitle("temperature").build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setLegendVisible(false);
        // Left to the left: the value v is drawn at x = -v and labelled v
        chart.setCustomXAxisTickLabelsFormatter(x -> label(-x));
        Color wall = new Color(40, 90, 170);
        if (t.temperature().signum() >= 0) {
            line(chart, "left wall", leftWall(t), wall);
            line(chart, "right wall", rightWall(t), wall);
        }
        double foot = d(t.temperature());
        double mean = d(t.mean());
        XYSeries mast = chart.addSeries("mast", new double[] {-mean, -mean}, new double[] {foot,
                foot + mastHeight(t)});
        style(mast, new Color(200, 60, 40));
        mast.setLineStyle(new BasicStroke(2.5f));
        // labels a little above their points, so that the markers stay visible
        double lift = mastHeight(t) * 0.06;
        chart.addAnnotation(new AnnotationText("mean " + t.mean() + ", temperature " + t.temperature(), -mean,
                foot + mastHeight(t) + lift, false));
        if (t.temperature().signum() >= 0) {
            chart.addAnnotation(new AnnotationText("L " + t.leftStop(), -d(t.leftStop()), lift, false));
            chart.addAnnotation(new AnnotationText("R " + t.rightStop(), -d(t.rightStop()), lift, false));
        }
        // room on both sides so that a mast or a wall is never on the frame
        double lo = Math.min(-d(t.leftStop()), -mean) - 0.5;
        double hi = Math.max(-d(t.rightStop()), -mean) + 0.5;
        chart.getStyler().setXAxisMin(lo).setXAxisMax(hi);
        chart.getStyler().setYAxisMin(Math.min(0, foot)).setYAxisMax(foot + mastHeight(t) * 1.2);
        return chart;
    }

    private static void line(XYChart chart, String name, List<Point> points, Color color) {
        double[] xs = new double[points.size()];
        double[] ys = new double[points.size()];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = -d(points.get(i).value());
            ys[i] = d(points.get(i).temperature());
        }
        style(chart.addSeries(name, xs, ys), color);
    }

    private static void style(XYSeries s, Color color) {
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.CIRCLE);
        s.setLineColor(color);
        s.setMarkerColor(color);
        s.setLineStyle(new BasicStroke(2f));
    }

    /** {@code x} as a double (walls of short games stay well within its range). */
    static double d(Dyadic x) {
        return Math.scalb(x.numerator().doubleValue(), -x.exponent());
    }

    /** A tick label: an integer without decimals, else the shortest decimal. */
    private static String label(double v) {
        double r = v == 0 ? 0 : v;
        return r == Math.rint(r) ? String.valueOf((long) r) : String.valueOf(r);
    }

    /**
     * Draws the thermograph into {@code file}, PNG or SVG by its extension, atomically (the SVG written as text by
     * {@link ThermographSvg}, a few kilobytes).
     *
     * @param title the game as the user wrote it (the picture's title)
     * @param t its thermograph
     * @param file the file to write
     * @throws IOException when writing fails
     */
    public static void write(String title, Thermograph t, String file) throws IOException {
        checkName(file);
        if (file.toLowerCase(Locale.ROOT).endsWith(".svg")) {
            ValuesPlot.writeAtomically(file, out -> ThermographSvg.write(title, t, out));
        } else {
            ValuesPlot.save(chart(title, t), file);
        }
    }
}
