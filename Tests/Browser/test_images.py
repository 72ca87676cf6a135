"""Images a live host serves: a page loads a photo from /ocv/images/<sha256>.jpg under the page's own Content Security
Policy, the browser decodes it (naturalWidth > 0), and the answer carries the year-long immutable caching, the ETag
and the security headers; asking again with the ETag gets 304. The gallery server holds its photos from the start."""

import hashlib
import os

import browser_support as ocv

PHOTO = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "GallerySite", "Resources", "Photos",
                     "photo-01.jpg")

LOAD_IMAGE = """(src) => new Promise((resolve, reject) => {
  const image = document.createElement("img");
  image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
  image.onerror = () => reject(new Error("the image did not load: " + src));
  image.src = src;
  document.body.append(image);
})"""


def photo_path():
    with open(PHOTO, "rb") as file:
        return f"/ocv/images/{hashlib.sha256(file.read()).hexdigest()}.jpg"


def test_a_page_loads_a_photo_with_caching_headers(page):
    ocv.open(page, "/")
    path = photo_path()
    with page.expect_response(lambda response: response.url.endswith(path)) as answer:
        size = page.evaluate(LOAD_IMAGE, path)
    assert size == {"width": 600, "height": 600}
    response = answer.value
    assert response.status == 200
    headers = response.headers
    assert headers["content-type"] == "image/jpeg"
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    assert headers["etag"] == '"' + path.rsplit("/", 1)[1].split(".")[0] + '"'
    assert headers["content-security-policy"].startswith("default-src 'self'")
    assert headers["x-content-type-options"] == "nosniff"

    again = page.request.get(path, headers={"If-None-Match": headers["etag"]})
    assert again.status == 304
    missing = page.request.get("/ocv/images/" + "0" * 64 + ".jpg")
    assert missing.status == 404
