import { createHash } from 'node:crypto';
import { APP_START_ID, FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '@lapm/contracts';

/**
 * The inline script of a server-rendered page (docs/decisions/0015). The page is complete
 * without the app, so the app waits for the paint of the page's photo (the one the screen
 * marked `fetchpriority="high"`; without one, the first paint), the visitor's first action,
 * or 2.5 s, whichever comes first. Its scripts are only asked for then: on a phone's
 * connection they would share the bandwidth with the photo, and they no longer hold the main
 * thread while the photo is decoded and painted. When the photo is not the
 * page's largest paint, or the browser lacks the paint timing API, the app starts 0.5 s after
 * the photo has loaded. The typefaces of a returning visitor are switched on before any paint.
 * Each script is asked for in a task of its own (they still run in order, `async = false`):
 * starting a request from a script costs more while the network is recorded, as Lighthouse
 * does, and the four in one task made a long one (28 ms unthrottled, 112 ms as it simulates a phone).
 */
export const APP_START_SCRIPT = `(function(){
var d=document,started=!1,observer=null;
try{if(localStorage.getItem(${JSON.stringify(FONTS_CACHED_KEY)}))d.documentElement.setAttribute(${JSON.stringify(FONTS_ATTRIBUTE)},"")}catch(e){}
var photo=function(){return d.querySelector('img[fetchpriority="high"]')};
function run(){var list=JSON.parse(d.getElementById(${JSON.stringify(APP_START_ID)}).textContent),i=0;(function next(){if(i<list.length){var s=d.createElement("script");s.src=list[i++];s.async=!1;d.head.appendChild(s);setTimeout(next)}})()}
function start(){if(started)return;started=!0;if(observer)observer.disconnect();if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()}
if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0){
observer=new PerformanceObserver(function(list){var marked=photo();list.getEntries().forEach(function(entry){if(!marked||entry.element===marked)setTimeout(start)})});
observer.observe({type:"largest-contentful-paint",buffered:!0})}
d.addEventListener("load",function(event){if(event.target===photo())setTimeout(start,500)},!0);
addEventListener("load",function(){if(!photo()&&!observer)setTimeout(start)});
["pointerdown","keydown","touchstart"].forEach(function(type){addEventListener(type,start,{capture:!0,once:!0,passive:!0})});
setTimeout(start,2500)
})()`;

/** The start script's entry in the Content-Security-Policy: this script, and no other inline one. */
export const APP_START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;
