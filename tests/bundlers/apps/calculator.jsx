"use client";
// One widget in a client component: importing it defines <calorie-deficit-bmi>, and its
// result event is listened to through a ref (React 19 skips custom-element event props
// while hydrating a server-rendered page).
import { useEffect, useRef, useState } from "react";
import "calorie-deficit-calculator-uk/calorie-deficit-bmi";

export function Calculator() {
  const ref = useRef(null);
  const [result, setResult] = useState(null);
  useEffect(() => {
    const element = ref.current;
    const onResult = (event) => setResult(event.detail);
    element.addEventListener("cdc-result", onResult);
    return () => element.removeEventListener("cdc-result", onResult);
  }, []);
  return (
    <>
      <calorie-deficit-bmi ref={ref} units="metric" />
      <output>{result ? "Result received" : ""}</output>
    </>
  );
}
