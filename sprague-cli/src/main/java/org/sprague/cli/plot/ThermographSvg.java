package org.sprague.cli.plot;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.sprague.partizan.Thermograph;

/**
 * A thermograph as a compact SVG document, the same picture as {@link ThermographPlot}'s PNG (Winning Ways, ch. 6:
 * Left's direction to the left, the temperature upward; the walls, the mast, the stops, the mean and the
 * temperature written at their points), written element by element with its words as text: a few kilobytes, where
 * the chart library draws every letter as an outline (about 300 KB for {@code {2|{1|0}}}).
 */
final class ThermographSvg {
    static final int WIDTH = 720;
    static final int HEIGHT = 540;
    private static final int LEFT = 70;
    private static final int RIGHT = 20;
    private static final int TOP = 40;
    private static final int BOTTOM = 60;
    private static final String WALL = "rgb(40,90,170)";
    private static final String MAST = "rgb(200,60,40)";

    private final double xLow;
    private final double xHigh;
    private final double yLow;
    private final double yHigh;
    private final StringBuilder svg = new StringBuilder();

    private ThermographSvg(double xLow, double xHigh, double yLow, double yHigh) {
        this.xLow = xLow;
        this.xHigh = xHigh;
        this.yLow = yLow;
        this.yHigh = yHigh;
    }

    /**
     * The SVG text of the thermograph of {@code t}.
     *
     * @param title the game as the user wrote it
     * @param t its thermograph
     * @return the whole document
     */
    static String of(String title, Thermograph t) {
        double foot = ThermographPlot.d(t.temperature());
        double mean = ThermographPlot.d(t.mean());
        double mastTop = foot + ThermographPlot.mastHeight(t);
        // the chart's ranges: the value v at x = -v, with room on both sides
        ThermographSvg p = new ThermographSvg(Math.min(-ThermographPlot.d(t.leftStop()), -mean) - 0.5,
                Math.max(-ThermographPlot.d(t.rightStop()), -mean) + 0.5, Math.min(0, foot),
                foot + ThermographPlot.mastHeight(t) * 1.2);
        p.frame("thermograph of " + title);
        if (t.temperature().signum() >= 0) {
            p.line(ThermographPlot.leftWall(t), WALL, 2);
            p.line(ThermographPlot.rightWall(t), WALL, 2);
        }
        p.segment(-mean, foot, -mean, mastTop, MAST);
        double lift = ThermographPlot.mastHeight(t) * 0.06;
        p.text(-mean, mastTop + lift, "mean " + t.mean() + ", temperature " + t.temperature());
        if (t.temperature().signum() >= 0) {
            p.text(-ThermographPlot.d(t.leftStop()), lift, "L " + t.leftStop());
            p.text(-ThermographPlot.d(t.rightStop()), lift, "R " + t.rightStop());
        }
        return p.svg.append("</svg>\n").toString();
    }

    /**
     * Writes the SVG of {@code t} to {@code out}.
     *
     * @param title the game as the user wrote it
     * @param t its thermograph
     * @param out where the bytes go
     * @throws IOException when writing fails
     */
    static void write(String title, Thermograph t, OutputStream out) throws IOException {
        out.write(of(title, t).getBytes(StandardCharsets.UTF_8));
    }

    private double px(double x) {
        return LEFT + (x - xLow) / (xHigh - xLow) * (WIDTH - LEFT - RIGHT);
    }

    private double py(double y) {
        return TOP + (yHigh - y) / (yHigh - yLow) * (HEIGHT - TOP - BOTTOM);
    }

    /** The document's start, the title, the plot's frame with its grid and tick labels, and the axis titles. */
    private void frame(String title) {
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(WIDTH).append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH)
                .append(' ').append(HEIGHT).append("\" font-family=\"sans-serif\" font-size=\"12\">\n")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"24\" text-anchor=\"middle\" font-size=\"14\">%s"
                + "</text>\n", WIDTH / 2, escape(title)));
        double step = tickStep(xHigh - xLow);
        for (double x = Math.ceil(xLow / step) * step; x <= xHigh + 1e-9; x += step) {
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", px(x), TOP, px(x),
                    HEIGHT - BOTTOM, px(x), HEIGHT - BOTTOM + 16, label(-x)));
        }
        step = tickStep(yHigh - yLow);
        for (double y = Math.ceil(yLow / step) * step; y <= yHigh + 1e-9; y += step) {
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                    + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", LEFT, py(y), WIDTH - RIGHT, py(y),
                    LEFT - 6, py(y) + 4, label(y)));
        }
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\""
                + " stroke=\"#888\"/>\n", LEFT, TOP, WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
                (LEFT + WIDTH - RIGHT) / 2, HEIGHT - 18, escape("value (Left <-  -> Right)")));
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(18 %d) rotate(-90)\""
                + " text-anchor=\"middle\">temperature</text>\n", (TOP + HEIGHT - BOTTOM) / 2));
    }

    /** A wall: its segments and a marker at each breakpoint. */
    private void line(List<ThermographPlot.Point> points, String colour, double width) {
        StringBuilder xy = new StringBuilder();
        for (ThermographPlot.Point p : points) {
            xy.append(String.format(Locale.ROOT, "%.1f,%.1f ", px(-ThermographPlot.d(p.value())),
                    py(ThermographPlot.d(p.temperature()))));
        }
        svg.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\""
                + " stroke-width=\"%s\"/>\n", xy.toString().strip(), colour, width));
        for (ThermographPlot.Point p : points) {
            marker(-ThermographPlot.d(p.value()), ThermographPlot.d(p.temperature()), colour);
        }
    }

    /** The mast: one thicker segment with a marker at each end. */
    private void segment(double x1, double y1, double x2, double y2, String colour) {
        svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\""
                + " stroke-width=\"2.5\"/>\n", px(x1), py(y1), px(x2), py(y2), colour));
        marker(x1, y1, colour);
        marker(x2, y2, colour);
    }

    private void marker(double x, double y, String colour) {
        svg.append(String.format(Locale.ROOT, "<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"4\" ry=\"4\""
                + " style=\"fill:%s;stroke:none;\"/>\n", px(x), py(y), colour));
    }

    private void text(double x, double y, String words) {
        svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", px(x), py(y),
                escape(words)));
    }

    /** A step of 1, 2 or 5 times a power of ten giving 4 to 10 ticks over {@code span}. */
    static double tickStep(double span) {
        double step = Math.pow(10, Math.floor(Math.log10(span / 5)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (span / (step * m) <= 10) {
                return step * m;
            }
        }
        return step * 10;
    }

    /** A tick label: the shortest decimal of {@code v} to six places ("1.8", "2", "0.25"). */
    private static String label(double v) {
        double r = Math.abs(v) < 1e-9 ? 0 : v;
        return java.math.BigDecimal.valueOf(Math.round(r * 1e6) / 1e6).stripTrailingZeros().toPlainString();
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
