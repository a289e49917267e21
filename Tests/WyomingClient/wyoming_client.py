#!/usr/bin/env python3
"""Drives a running `hark wyoming` with the real `wyoming` package, one scenario per call.

Usage: wyoming_client.py URI SCENARIO [ARGS...]; prints one JSON object per line: each event
received, as {"type": ..., "data": ..., "payload_bytes": N}. Used by HarkWyomingTests.
"""
import asyncio
import json
import sys
import wave

from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.client import AsyncClient
from wyoming.event import Event
from wyoming.handle import Handled, NotHandled
from wyoming.info import Describe, Info
from wyoming.intent import Recognize
from wyoming.tts import Synthesize
from wyoming.wake import Detect


def report(event):
    print(json.dumps({"type": event.type, "data": event.data,
                      "payload_bytes": len(event.payload or b"")}), flush=True)


async def read_until(client, types, limit=200):
    while limit > 0:
        event = await client.read_event()
        if event is None:
            print(json.dumps({"type": "closed"}), flush=True)
            return None
        report(event)
        if event.type in types:
            return event
        limit -= 1
    return None


async def send_wav(client, path, chunk_ms=64, rate=None):
    with wave.open(path, "rb") as wav:
        frames = wav.readframes(wav.getnframes())
        fmt = dict(rate=wav.getframerate(), width=wav.getsampwidth(), channels=wav.getnchannels())
    await client.write_event(AudioStart(**fmt).event())
    step = int(fmt["rate"] * chunk_ms / 1000) * fmt["width"] * fmt["channels"]
    for start in range(0, len(frames), step):
        await client.write_event(AudioChunk(audio=frames[start:start + step], **fmt).event())
    await client.write_event(AudioStop().event())


async def main(uri, scenario, args):
    async with AsyncClient.from_uri(uri, read_timeout=60) as client:
        if scenario == "describe":
            await client.write_event(Describe().event())
            event = await read_until(client, {"info"})
            info = Info.from_event(event)  # the package must read Hark's info back
            print(json.dumps({"type": "parsed-info", "asr": [p.name for p in info.asr],
                              "handle": [p.name for p in info.handle], "tts": [p.name for p in info.tts],
                              "wake": [m.phrase for p in info.wake for m in p.models]}), flush=True)
        elif scenario == "transcribe":
            for path in args:
                await client.write_event(Transcribe(language="en").event())
                await send_wav(client, path)
                await read_until(client, {"transcript", "error"})
        elif scenario == "handle":
            for text in args:
                await client.write_event(Transcript(text=text).event())
                await read_until(client, {"handled", "not-handled", "error"})
        elif scenario == "spoken":
            # Audio -> transcript -> handle, as Home Assistant's pipeline does, for each WAV in turn.
            context = None
            for path in args:
                await client.write_event(Transcribe(language="en", context=context).event())
                await send_wav(client, path)
                transcript = await read_until(client, {"transcript", "error"})
                if transcript is None or transcript.type != "transcript":
                    return
                await client.write_event(Transcript(text=transcript.data["text"], context=context).event())
                handled = await read_until(client, {"handled", "not-handled", "error"})
                if handled is None:
                    return
                context = handled.data.get("context")
        elif scenario == "recognize":
            for text in args:
                await client.write_event(Recognize(text=text).event())
                await read_until(client, {"intent", "not-recognized", "error"})
        elif scenario == "vanish":
            # Starts a command stream, sends the first half of the WAV, and goes without a word.
            with wave.open(args[0], "rb") as wav:
                frames = wav.readframes(wav.getnframes())
            await client.write_event(Transcribe(language="en").event())
            await client.write_event(AudioStart(rate=16000, width=2, channels=1).event())
            half = len(frames) // 2 // 2048 * 2048
            for start in range(0, half, 2048):
                await client.write_event(AudioChunk(audio=frames[start:start + 2048], rate=16000, width=2, channels=1).event())
            client._writer.transport.abort()
            print(json.dumps({"type": "vanished"}), flush=True)
            return
        elif scenario == "timers":
            # Asks for timer events (run-satellite) and reports them until one of type args[0]
            # arrives, or args[1] seconds pass.
            await client.write_event(Event(type="run-satellite"))
            print(json.dumps({"type": "subscribed"}), flush=True)
            if len(args) > 2:
                open(args[2], "w").close()  # tells the test the request is sent
            try:
                await asyncio.wait_for(read_until(client, {args[0]}, limit=100), timeout=float(args[1]))
            except asyncio.TimeoutError:
                print(json.dumps({"type": "held"}), flush=True)
        elif scenario == "hold":
            # Keeps a connection open for args[0] seconds, reporting anything Hark sends.
            try:
                await asyncio.wait_for(read_until(client, {"error"}), timeout=float(args[0]))
            except asyncio.TimeoutError:
                print(json.dumps({"type": "held"}), flush=True)
        elif scenario == "synthesize":
            await client.write_event(Synthesize(text=args[0]).event())
            await read_until(client, {"audio-stop", "error"})
        elif scenario == "detect":
            for path in args:
                await client.write_event(Detect().event())
                await send_wav(client, path)
                await read_until(client, {"not-detected", "error"} | ({"detection"} if path else set()))
        elif scenario == "raw":
            # Sends the bytes of args[0] (a Python bytes literal) and reports what comes back.
            writer = client._writer
            writer.write(eval(args[0]))
            await writer.drain()
            until = set(args[1].split(",")) if len(args) > 1 else {"error"}
            await read_until(client, until, limit=5)
            if len(args) <= 1:
                # After an error that leaves the stream unreadable, Hark closes the connection.
                tail = await client.read_event()
                print(json.dumps({"type": "after", "value": None if tail is None else tail.type}), flush=True)
        elif scenario == "event":
            # Sends one event given as JSON {"type", "data"} and reports the answer.
            spec = json.loads(args[0])
            await client.write_event(Event(type=spec["type"], data=spec.get("data", {})))
            await read_until(client, set(spec.get("until", ["error"])), limit=50)
        else:
            raise SystemExit(f"unknown scenario {scenario}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
