/** JMH benchmarks of the classic games' closed forms. */
package org.sprague.bench.classic;
